import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '../contract/errors';
import { ERROR_WORDS } from './error-words';
import { ApiError, hasErrorCode } from './errors';

/**
 * Issue #30: error codes come from the contract, typed. The `@ts-expect-error` lines are checked by
 * `tsc --noEmit -p .` (this file is in the project): each fails the typecheck if the line compiles,
 * i.e. if a misspelt or renamed code were accepted.
 */
describe('error codes are the contract’s', () => {
  const error = new ApiError({ status: 400, code: 'insufficient_funds', message: 'low' });

  it('matches a code by the contract’s name, and a misspelt one does not compile', () => {
    expect(hasErrorCode(error, ['insufficient_funds'])).toBe(true);
    // @ts-expect-error -- not a code of the contract
    expect(hasErrorCode(error, ['insuficient_funds'])).toBe(false);
    // @ts-expect-error -- comparing with a code the contract does not have
    expect(error.code === 'insuficient_funds').toBe(false);
  });

  it('has words (or an explicit null) for every code, and none for a code that does not exist', () => {
    const words: Record<ApiErrorCode, MessageDescriptor | null> = {
      ...ERROR_WORDS,
      // @ts-expect-error -- a code the contract does not have cannot be given words
      card_gone: null,
    };
    // @ts-expect-error -- a table missing a code (as after adding one to the contract) does not compile
    const missing: Record<ApiErrorCode, MessageDescriptor | null> = { card_not_found: null };
    expect(Object.keys(words)).toContain('sandbox_unavailable');
    expect(missing).toBeDefined();
  });
});

describe('knownErrorCode', () => {
  it('keeps a contract code and refuses a provider’s own (the client then goes by the status)', async () => {
    const { knownErrorCode } = await import('./errors');
    expect(knownErrorCode('card_not_found')).toBe('card_not_found');
    expect(knownErrorCode('sandbox_unavailable')).toBe('sandbox_unavailable');
    expect(knownErrorCode('provider_only_code')).toBeNull();
    expect(knownErrorCode('toString')).toBeNull();
  });
});
