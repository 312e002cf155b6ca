import * as z from 'zod/mini';
import { dateTime, idSchema } from './ids';
import { named } from './named';
import { unwrapData, usdTextToCents, usdToCents } from './wire-transforms';

/**
 * Money (decision 006, amendment of 2026-11-26): a USD number on the wire (`12.3`), integer cents
 * once read (`1230`). The app parses every answer through this schema, so its query cache, its
 * components and its arithmetic only ever see cents; src/api/wire-money.ts writes cents back as USD.
 * The sandbox writes the wire form itself (service/http/views) and the OpenAPI document shows it
 * (`io: 'input'`). A number too large for cents is a parse error, not an exception. (A pipe, not a
 * `z.codec`: the same reading without the codec's code in every signed-in page.)
 */
export const usdSchema = z.pipe(z.number(), z.transform(usdToCents));

/** A USD amount as a decimal string (`"1.50"`, a sandbox extra), cents once read; null if unreadable. */
export const usdTextSchema = z.pipe(z.string(), z.transform(usdTextToCents));

/** ISO 8601 timestamp. Kept as string: the client formats, it does not compute with it. */
export const timestampSchema = dateTime(z.string().check(z.minLength(1)));
export const nullableTimestampSchema = z.optional(z.nullable(timestampSchema));

export const paginationSchema = z.looseObject({
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
  /** Present for cards only in the spec; derived by the client when missing. */
  total_pages: z.optional(z.int()),
});
named('Pagination', paginationSchema);
export type Pagination = z.infer<typeof paginationSchema>;

/** Error body of every endpoint but generate. */
export const errorBodySchema = z.looseObject({
  error: z.string(),
  message: z.string(),
  code: z.int(),
  request_id: idSchema('req'),
});
named('Error', errorBodySchema);
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({ data: z.array(item) });
}

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({ data: z.array(item), pagination: paginationSchema });
}

export type Page<T> = { data: T[]; pagination: Pagination };

/**
 * An answer whose shape the spec leaves open ("not shown"): the object itself, or the object inside
 * the usual `{ data: ... }` wrapper. Either way the caller gets the object.
 */
export function bareOrWrapped<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.union([z.looseObject({ data: schema }), schema]),
    z.transform(unwrapData as (value: never) => z.output<T>),
  );
}
