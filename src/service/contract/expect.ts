import type * as z from 'zod/mini';
import { expect } from 'vitest';
import { errorBodySchema } from '../../contract';

/**
 * The value as the wire has it (USD numbers, not the cents the app reads) once `schema` accepts it,
 * or a failure naming the first mismatches.
 */
export function expectShape<S extends z.ZodMiniType>(schema: S, value: unknown): z.input<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`shape mismatch: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return value as z.input<S>;
}

/** A refusal in the spec's error shape, with its status and code. */
export function expectError(
  reply: { status: number; body: unknown },
  status: number,
  code: string,
) {
  expect(reply.status).toBe(status);
  const body = expectShape(errorBodySchema, reply.body);
  expect(body.error).toBe(code);
  expect(body.code).toBe(status);
  expect(body.request_id).toMatch(/^req_/);
}
