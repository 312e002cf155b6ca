import * as z from 'zod/mini';
import {
  AMOUNT_MAX_CENTS,
  AMOUNT_MIN_CENTS,
  FUND_MAX_CENTS,
  FUND_MIN_CENTS,
  LABEL_MAX_LENGTH,
  PAGE_MAX,
  PER_PAGE_MAX,
  PER_PAGE_MIN,
} from './limits';
import { fromCents } from './money';

/**
 * The building blocks of the operations' request schemas (decision 034): a query is text on the
 * wire, read here into what a client writes (numbers, ISO dates as text, USD amounts); a body is
 * JSON. The messages are the sandbox's error messages (`page: must be a whole number`), so they are
 * written once, here. Only the operation tables and the sandbox import this module: the app's
 * bundle carries none of it (`npm run size`).
 */

/** A query integer in [min, max]. */
export const queryInt = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number')), z.transform(Number)),
    z.int().check(z.minimum(min), z.maximum(max)),
  );

/**
 * A query amount in USD (`12.50`), read as the USD number a client writes; the sandbox makes cents.
 * The last stage lets nothing more through (the text is at most 999999999.99): it is there so the
 * document shows the number a client writes (decision 037).
 */
export const queryUsd = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 12.50')),
    z.transform(Number),
  ),
  z.number().check(z.minimum(0), z.maximum(999_999_999.99)),
);

/** An ISO 8601 date or timestamp, kept as text (the sandbox compares instants). */
export const queryDate = z.string().check(
  z.maxLength(40),
  z.refine(
    (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
    'must be an ISO 8601 date',
  ),
);

/** A short free-text query value. */
export const queryText = z.string().check(z.maxLength(100));

/** `page` and `per_page` with the contract's bounds and this list's default page size. */
export const pageQuery = (perPageDefault: number) => ({
  page: z._default(queryInt(1, PAGE_MAX), 1).check(z.describe('Page number, from 1')),
  per_page: z
    ._default(queryInt(PER_PAGE_MIN, PER_PAGE_MAX), perPageDefault)
    .check(z.describe(`${PER_PAGE_MIN} to ${PER_PAGE_MAX}`)),
});

/** A USD amount in a body: a JSON number (strings are refused); its range is checked in cents. */
export const bodyAmount = z.number({ error: 'must be a number' });

/**
 * A body amount with the range the sandbox checks in cents (`invalid_amount`, not
 * `invalid_request`: service/http/validation.ts `amountToCents`), told to the document as
 * metadata, so the answer to an amount out of range stays what it was (decision 037).
 */
/* @__NO_SIDE_EFFECTS__ */
export function amountIn(minCents: number, maxCents: number) {
  const schema = z.number({ error: 'must be a number' });
  z.globalRegistry.add(schema, {
    minimum: fromCents(minCents),
    maximum: fromCents(maxCents),
  });
  return schema;
}
/** A funding (card creation, top-up): $1.00 to $5,000.00. */
export const fundAmount = amountIn(FUND_MIN_CENTS, FUND_MAX_CENTS);
/** Any other amount (withdraw, purchase, refund, simulated deposit): $0.01 to $1,000,000. */
export const anyAmount = amountIn(AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS);

/** A card label: short, no control characters. */
export const labelSchema = z.string().check(
  z.maxLength(LABEL_MAX_LENGTH, `at most ${LABEL_MAX_LENGTH} characters`),
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  z.refine((v) => !/[\u0000-\u001f]/.test(v), 'control characters are not allowed'),
);

/** `{ amount }`: fund. */
export const amountBody = z.strictObject({ amount: fundAmount });
/** `{ amount }`: withdraw. */
export const withdrawBody = z.strictObject({ amount: anyAmount });
