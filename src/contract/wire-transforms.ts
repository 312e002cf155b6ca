import { parseDecimalToCents, toCents, type Cents } from './money';

/**
 * Every transform in an answer's schema, named (decision 005, fourth pass): the contract's zod
 * schemas call these, and the readers compiled for the app (scripts/wire-readers.ts) import the
 * same functions by name, so a reading is written once. A transform reports a value it cannot read
 * by pushing an issue; what it returns then is ignored.
 */
export type TransformContext = {
  issues: { push(issue: { code: 'custom'; input: unknown; message: string }): void };
};

/** A USD number from the wire to integer cents; a number too large for cents is an issue. */
export function usdToCents(usd: number, ctx: TransformContext): Cents {
  try {
    return toCents(usd);
  } catch {
    ctx.issues.push({ code: 'custom', input: usd, message: 'not an amount of USD' });
    return 0;
  }
}

/** A USD amount as decimal text (`"1.50"`) to cents, or null when unreadable. */
export const usdTextToCents = (text: string): Cents | null => parseDecimalToCents(text, 'reject');

/** The object inside a `{ data: … }` wrapper, or the object itself. */
export const unwrapData = (value: object): unknown => (value as { data?: unknown }).data ?? value;

/** A bare array, or the array inside `{ data: [...] }`. */
export const arrayOrData = <T>(value: T[] | { data: T[] }): T[] =>
  Array.isArray(value) ? value : value.data;

type Pagination = { page: number; per_page: number; total: number; total_pages?: number };

/** A list without pagination read as its one page. */
export const listAsPage = <T>(answer: {
  data: T[];
  pagination?: Pagination;
}): { data: T[]; pagination: Pagination } =>
  answer.pagination
    ? { ...answer, pagination: answer.pagination }
    : {
        ...answer,
        pagination: { page: 1, per_page: answer.data.length, total: answer.data.length },
      };

export const asChallengeResult = <C>(challenge: C) => ({ kind: 'challenge' as const, challenge });
export const asTransactionResult = <T>(transaction: T) => ({
  kind: 'transaction' as const,
  transaction,
});
