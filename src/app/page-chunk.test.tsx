import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload, shouldReloadForChunk } from '../lib/chunk-load';
import { PageRoute, type PageName } from './page-route';

// Deposits' and webhooks' chunks cannot be downloaded (a page's outcome is kept for the page's
// life, as the browser keeps a failed module: one page per test); the card list's arrives.
vi.mock('./page-table', () => {
  const unreachable = () =>
    Promise.reject(new TypeError('error loading dynamically imported module'));
  const loads: Record<string, () => Promise<unknown>> = {
    deposits: unreachable,
    webhooks: unreachable,
    cards: () => Promise.resolve({ Component: () => <h1>Cards</h1> }),
  };
  return { pageNamed: (name: string) => ({ name, load: loads[name] }) };
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/**
 * A page whose chunk could not be downloaded says so and offers a reload instead of an empty
 * page. Online, it reloads once by itself first (a failed module stays failed until the page
 * reloads).
 */
describe('a page whose chunk fails to download', () => {
  const showFailing = (name: PageName) =>
    render(
      <MemoryRouter>
        <main>
          <Suspense fallback={null}>
            <PageRoute name={name} />
          </Suspense>
        </main>
      </MemoryRouter>,
    );

  it('online, reloads the page once by itself', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => undefined);
    showFailing('deposits');
    expect(await screen.findByRole('status', {}, { timeout: 4000 })).toHaveTextContent(
      'Loading this page again…',
    );
    // The reload is the status's effect: React runs it after the commit the query saw, so wait
    // for it (asserting at once failed under load, CI 2026-11-28).
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the reload did not cure it, says why and offers a reload, in place of an empty page', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => undefined);
    expect(shouldReloadForChunk()).toBe(true); // The reload that came before.
    showFailing('webhooks');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(reload).not.toHaveBeenCalled();
    expect(alert).toHaveTextContent('This page failed to load');
    expect(alert).toHaveTextContent(
      'This page could not be downloaded (error loading dynamically imported module). Reload to try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads the page when its chunk arrives', async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <PageRoute name="cards" />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Cards' })).toBeInTheDocument();
  });
});
