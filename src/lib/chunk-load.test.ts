import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILED_CHUNK_SETTLES_MS, settledChunk } from './chunk-load';

afterEach(() => vi.useRealTimers());

describe('a chunk whose download failed', () => {
  it('counts as failed only once the page has stayed for the wait (a leaving page never logs it)', async () => {
    vi.useFakeTimers();
    const error = new TypeError('error loading dynamically imported module');
    let outcome: unknown = 'pending';
    settledChunk(() => Promise.reject(error))().then(
      () => (outcome = 'loaded'),
      (reason: unknown) => (outcome = reason),
    );
    await vi.advanceTimersByTimeAsync(FAILED_CHUNK_SETTLES_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe(error);
  });

  it('passes a chunk that loads through at once', async () => {
    vi.useFakeTimers();
    const chunk = { default: 'part' };
    await expect(settledChunk(() => Promise.resolve(chunk))()).resolves.toBe(chunk);
  });
});
