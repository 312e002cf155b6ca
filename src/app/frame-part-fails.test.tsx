import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '../lib/chunk-load';
import { sessionStore } from '../lib/session';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

// The phone's "Safe to spend" line, a chunk the frame loads after the page, cannot be downloaded
// (the connection went while it loaded: e2e/offline-navigation.spec.ts failed on it, CI 2026-11-30).
const unreachable = vi.hoisted(
  () => new TypeError('Failed to fetch dynamically imported module: safe-line.js'),
);
vi.mock('./safe-line', () => Promise.reject(unreachable));
// Vitest hands the import its own error, caused by the factory's.
const isTheFailure = (logged: unknown) =>
  logged === unreachable || (logged instanceof Error && logged.cause === unreachable);

preloadLazy({ pages: ['cards'] });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a part of the signed-in frame whose code cannot be downloaded', () => {
  it('is left out: the page, the navigation and the header stay, with no error screen or reload', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => undefined);
    // React reports the error its boundary caught; that report says the failure has happened.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sandbox = setupTestSandbox();
    sessionStore.signIn((await sandbox.activeAccount(100)).seed);
    renderApp('/cards');
    await screen.findByRole('heading', { level: 1, name: 'Cards' });
    // The failure counts once FAILED_CHUNK_SETTLES_MS (2 s) has passed (chunk-load.ts).
    await waitFor(() => expect(reported.mock.calls.flat().some(isTheFailure)).toBe(true), {
      timeout: 5_000,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sandbox' })).toBeInTheDocument();
    expect(screen.queryByText('This page failed to load')).toBeNull();
    expect(screen.queryByText('Loading this page again…')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
