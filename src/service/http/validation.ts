import { z } from 'zod';
import { centsText, parseDecimalToCents, usdToCentsExact, type Cents } from '../../contract/money';
import { LABEL_MAX_LENGTH, PAGE_MAX, PER_PAGE_MAX, PER_PAGE_MIN } from '../../contract/limits';
import { ServiceError } from '../domain/errors';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : 'body'}: ${i.message}`)
    .join('; ');
}

/**
 * A JSON body (already size-limited by request-body.ts): parsed, free of prototype-polluting keys,
 * checked by `schema`.
 */
export function parseBody<S extends z.ZodType>(
  text: string,
  schema: S,
  options: { optional?: boolean } = {},
): z.output<S> {
  let value: unknown;
  if (text.trim() === '') {
    if (!options.optional)
      throw new ServiceError('invalid_request', 'body: a JSON object is required.');
    value = {};
  } else {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ServiceError('invalid_json', 'The body is not valid JSON.');
    }
  }
  assertSafeKeys(value, 0);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ServiceError('invalid_request', describe(parsed.error.issues));
  return parsed.data;
}

function assertSafeKeys(value: unknown, depth: number): void {
  if (depth > 16) throw new ServiceError('invalid_request', 'body: nested too deeply.');
  if (Array.isArray(value)) {
    for (const item of value) assertSafeKeys(item, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key))
        throw new ServiceError('invalid_request', `body: the key "${key}" is not allowed.`);
      assertSafeKeys((value as Record<string, unknown>)[key], depth + 1);
    }
  }
}

/** Query parameters: the last value of each name, checked by `schema`. Unknown names are ignored. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of url.searchParams) raw[key] = value;
  const parsed = schema.safeParse({ ...raw });
  if (!parsed.success) throw new ServiceError('invalid_request', describe(parsed.error.issues));
  return parsed.data;
}

/** A query integer in [min, max]. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A query amount in USD (e.g. "12.50") to cents. */
export const queryAmountCents = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 12.50')
  .transform((v) => parseDecimalToCents(v) ?? 0);

export const queryDate = z
  .string()
  .max(40)
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
    'must be an ISO 8601 date',
  )
  .transform((v) => Date.parse(v));

/** A short free-text query value. */
export const queryText = z.string().max(100);

/**
 * A USD amount in a body to integer cents: a finite number with at most two decimals within
 * [minCents, maxCents]. Anything else is `invalid_amount`.
 */
export function amountToCents(
  value: number,
  field: string,
  minCents: Cents,
  maxCents: Cents,
): Cents {
  const cents = usdToCentsExact(value);
  if (cents === null) {
    throw new ServiceError('invalid_amount', `${field}: use a number with at most two decimals.`);
  }
  if (cents < minCents || cents > maxCents) {
    throw new ServiceError(
      'invalid_amount',
      `${field}: must be between ${centsText(minCents)} and ${centsText(maxCents)}.`,
    );
  }
  return cents;
}

/** Body amount: a JSON number (strings are refused). */
export const bodyAmount = z.number({ error: 'must be a number' }).finite();

/** A card label: short, no control characters. */
export const labelSchema = z
  .string()
  .max(LABEL_MAX_LENGTH, `at most ${LABEL_MAX_LENGTH} characters`)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((v) => !/[\u0000-\u001f]/.test(v), 'control characters are not allowed');

/** `{ amount }`: fund, withdraw. */
export const amountBody = z.strictObject({ amount: bodyAmount });

/** `page` and `per_page` with the contract's bounds and this list's default page size. */
export const pageQuery = (perPageDefault: number) => ({
  page: queryInt(1, PAGE_MAX).default(1).describe('Page number, from 1'),
  per_page: queryInt(PER_PAGE_MIN, PER_PAGE_MAX)
    .default(perPageDefault)
    .describe(`${PER_PAGE_MIN} to ${PER_PAGE_MAX}`),
});
