import { describe, expect, it } from 'vitest';
import { DELIVERY_TIMEOUT_MS } from '../delivery-limits';
import { webhookOptions } from './webhook-options';

describe('webhook delivery timing from the environment (decision 015)', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(webhookOptions({})).toEqual({
      timeoutMs: DELIVERY_TIMEOUT_MS,
      staleMs: 60_000,
      limits: {},
    });
  });

  it('reads the timeout, the retry delays and the host back-off', () => {
    expect(
      webhookOptions({
        SANDBOX_WEBHOOK_TIMEOUT_MS: '400',
        SANDBOX_WEBHOOK_RETRY_MS: '10,20',
        SANDBOX_WEBHOOK_HOST_BACKOFF_MS: '50,20',
        SANDBOX_WEBHOOK_STALE_MS: '3000',
      }),
    ).toEqual({
      timeoutMs: 400,
      staleMs: 3000,
      limits: { retryMs: [10, 20], hostBackoffMs: [50, 50] },
    });
  });

  it.each([
    ['SANDBOX_WEBHOOK_TIMEOUT_MS', '0'],
    ['SANDBOX_WEBHOOK_TIMEOUT_MS', '5,5'],
    ['SANDBOX_WEBHOOK_RETRY_MS', '1000,x'],
    ['SANDBOX_WEBHOOK_RETRY_MS', ''],
    ['SANDBOX_WEBHOOK_HOST_BACKOFF_MS', '1000'],
    ['SANDBOX_WEBHOOK_HOST_BACKOFF_MS', '1.5,2'],
    ['SANDBOX_WEBHOOK_STALE_MS', '0'],
  ])('refuses %s=%j in one line naming it', (name, value) => {
    expect(() => webhookOptions({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
  });
});
