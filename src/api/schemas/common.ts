import { z } from 'zod';

/** A USD amount on the wire: a finite number. Converted to cents with lib/money at the edge. */
export const usdSchema = z.number().finite();
/** ISO 8601 timestamp. Kept as string: the client formats, it does not compute with it. */
export const timestampSchema = z.string().min(1);
export const nullableTimestampSchema = timestampSchema.nullable().optional();

export const paginationSchema = z.looseObject({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Present for cards only in the spec; derived by the client when missing. */
  total_pages: z.number().int().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Error body of every endpoint but generate. */
export const errorBodySchema = z.looseObject({
  error: z.string(),
  message: z.string(),
  code: z.number().int(),
  request_id: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function listOf<T extends z.ZodType>(item: T) {
  return z.looseObject({ data: z.array(item) });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.looseObject({ data: z.array(item), pagination: paginationSchema });
}

export type Page<T> = { data: T[]; pagination: Pagination };
