import { expect } from 'vitest';
import { errorBodySchema } from '../src/contract/common';
import { ERROR_STATUS, SERVER_ERROR_STATUS } from '../src/contract/errors';

const STATUSES: Record<string, number> = { ...ERROR_STATUS, ...SERVER_ERROR_STATUS };

/**
 * For tests: `body` is the spec's error body (the contract's errorBodySchema), its `error` is a
 * code of the contract's lists and its `code` the status that goes with it. Returns the body.
 */
export function expectErrorBody(body: unknown, status: number, error?: string) {
  const parsed = errorBodySchema.parse(body);
  expect(Object.hasOwn(STATUSES, parsed.error), `${parsed.error} is a contract code`).toBe(true);
  expect(STATUSES[parsed.error], parsed.error).toBe(status);
  expect(parsed.code).toBe(status);
  expect(parsed.request_id).toMatch(/^req_[0-9a-f]{16,24}$/);
  if (error !== undefined) expect(parsed.error).toBe(error);
  return parsed;
}
