import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FAILED_CHUNK_SETTLES_MS,
  isChunkLoadError,
  reloadsFor,
  RELOAD_AGAIN_AFTER_MS,
  settledChunk,
  shouldReloadForChunk,
} from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

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

describe('reloading a page whose code could not be downloaded', () => {
  it('reloads once per page, and again only after a minute', () => {
    history.replaceState(null, '', '/cards?status=active');
    expect(shouldReloadForChunk(1_000)).toBe(true);
    // The reload did not cure it: the page says so instead of reloading forever.
    expect(shouldReloadForChunk(2_000)).toBe(false);
    expect(shouldReloadForChunk(1_000 + RELOAD_AGAIN_AFTER_MS - 1)).toBe(false);
    expect(shouldReloadForChunk(1_000 + RELOAD_AGAIN_AFTER_MS)).toBe(true);
  });

  it('counts each page on its own', () => {
    history.replaceState(null, '', '/cards');
    expect(shouldReloadForChunk(1_000)).toBe(true);
    history.replaceState(null, '', '/deposits');
    expect(shouldReloadForChunk(1_001)).toBe(true);
  });

  it('gives each failure one answer however often it is drawn (React may render twice)', () => {
    const failure = new TypeError('error loading dynamically imported module');
    expect(reloadsFor(failure)).toBe(true);
    expect(reloadsFor(failure)).toBe(true);
    // A second failure of the same page within the minute: the reload did not cure it.
    const again = new TypeError('error loading dynamically imported module');
    expect(reloadsFor(again)).toBe(false);
    expect(reloadsFor(again)).toBe(false);
  });

  it('never reloads offline, where a reload cannot help', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(shouldReloadForChunk(1_000)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it("knows each engine's words for a module that failed to download", () => {
    for (const message of [
      'error loading dynamically imported module: http://x/assets/a.js',
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(false);
  });
});
