import { z } from 'zod';
import { centsText, usdToCentsExact, type Cents } from '../../contract/money';
import { ServiceError } from '../domain/errors';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/**
 * The request schemas are the contract's, built with zod/mini, which installs no messages of its
 * own; the sandbox answers in zod's English whichever schemas the process has built (decision 034).
 */
const ENGLISH = { error: z.locales.en().localeError };

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
export function parseBody<S extends z.core.$ZodType>(
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
  const parsed = z.safeParse(schema, value, ENGLISH);
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
export function readQuery<S extends z.core.$ZodType>(url: URL, schema: S): z.output<S> {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of url.searchParams) raw[key] = value;
  const parsed = z.safeParse(schema, { ...raw }, ENGLISH);
  if (!parsed.success) throw new ServiceError('invalid_request', describe(parsed.error.issues));
  return parsed.data;
}

/** A filter's ISO date (the contract keeps it as text) to the instant the domain compares. */
export const instantOf = (date: string | undefined) =>
  date === undefined ? undefined : Date.parse(date);

/** A filter's USD amount (two decimals at most: the contract's pattern) to integer cents. */
export const queryCents = (usd: number | undefined) =>
  usd === undefined ? undefined : (usdToCentsExact(usd) ?? 0);

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
