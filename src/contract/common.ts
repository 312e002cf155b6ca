import * as z from 'zod/mini';

/** A USD amount on the wire: a finite number. Converted to cents with lib/money at the edge. */
export const usdSchema = z.number();
/** ISO 8601 timestamp. Kept as string: the client formats, it does not compute with it. */
export const timestampSchema = z.string().check(z.minLength(1));
export const nullableTimestampSchema = z.optional(z.nullable(timestampSchema));

export const paginationSchema = z.looseObject({
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
  /** Present for cards only in the spec; derived by the client when missing. */
  total_pages: z.optional(z.int()),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Error body of every endpoint but generate. */
export const errorBodySchema = z.looseObject({
  error: z.string(),
  message: z.string(),
  code: z.int(),
  request_id: z.string(),
});
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
    z.transform((v) => ((v as { data?: unknown }).data ?? v) as z.output<T>),
  );
}
