import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../api/errors';
import { MAX_RETRY_WAIT_S, retryDelay, shouldRetry } from './provider';

const error = (status: number, code: ApiError['code'], retryAfterSeconds?: number) =>
  new ApiError({ status, code, message: 'English from the service', retryAfterSeconds });

/** How the dashboard treats 500, 503, 429 and Retry-After (issue #31 item 7, decision 024). */
describe('retries of queries', () => {
  it('waits out a short Retry-After on a 429 or 503, instead of giving up or retrying at once', () => {
    const limited = error(429, 'simulated_rate_limit', 3);
    expect(shouldRetry(0, limited)).toBe(true);
    expect(retryDelay(0, limited)).toBe(3000);
    const unavailable = error(503, 'simulated_unavailable', 2);
    expect(shouldRetry(1, unavailable)).toBe(true);
    expect(retryDelay(1, unavailable)).toBe(2000);
    expect(shouldRetry(2, unavailable)).toBe(false);
  });

  it('does not wait longer than it says it would: a long Retry-After is shown, not waited', () => {
    expect(shouldRetry(0, error(429, 'rate_limited', MAX_RETRY_WAIT_S + 1))).toBe(false);
    expect(shouldRetry(0, error(503, 'sandbox_unavailable', 3600))).toBe(false);
  });

  it('keeps the rest: 5xx and network errors retried with doubling, other 4xx never', () => {
    expect(shouldRetry(0, error(500, 'simulated_internal_error'))).toBe(true);
    expect(shouldRetry(0, error(504, 'simulated_timeout'))).toBe(true);
    expect(retryDelay(1, error(500, 'internal_error'))).toBe(2000);
    expect(shouldRetry(0, error(429, 'rate_limited'))).toBe(false);
    expect(shouldRetry(0, error(404, 'card_not_found'))).toBe(false);
    expect(shouldRetry(0, new Error('offline'))).toBe(true);
  });
});

describe('what the pages say', () => {
  it('says each simulated fault as simulated, and when to try again after a 503 or 429', () => {
    expect(errorMessage(error(503, 'simulated_unavailable', 4))).toBe(
      'The card service is unavailable for a moment (simulated by the sandbox). Try again in 4 s.',
    );
    expect(errorMessage(error(429, 'simulated_rate_limit', 1))).toBe(
      'Too many requests (simulated by the sandbox). Try again in 1 s.',
    );
    expect(errorMessage(error(500, 'simulated_internal_error'))).toMatch(
      /simulated by the sandbox/,
    );
    expect(errorMessage(error(504, 'simulated_timeout'))).toMatch(/too long.*simulated/);
  });

  it('says a long wait in minutes and a zero wait as now', () => {
    expect(errorMessage(error(429, 'rate_limited', 3600))).toBe(
      'Too many requests in a short time. Try again in 60 min.',
    );
    expect(errorMessage(error(429, 'rate_limited', 0))).toBe(
      'Too many requests in a short time. Try again now.',
    );
  });
});
