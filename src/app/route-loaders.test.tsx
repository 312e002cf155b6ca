import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { waitsIgnoreChunkLoads } from '../test/chunk-loads';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

// The card page's chunk, and the report page's for a navigation inside the app, are held back
// until the test lets them through, like a slow network.
const held = vi.hoisted(() => {
  const hold = () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    return { release, released };
  };
  return { card: hold(), report: hold() };
});
const chunk = held.card;
waitsIgnoreChunkLoads();
const reportChunk = held.report;
vi.mock('./routes/card-detail', async (importOriginal) => {
  await held.card.released;
  return importOriginal();
});
vi.mock('./routes/transaction-report', async (importOriginal) => {
  await held.report.released;
  return importOriginal();
});

/** GETs of `path` (with `query` among their parameters, when given). */
const asked = (s: ReturnType<typeof setupTestSandbox>, path: string, query: string = '') =>
  s.requests.filter((r) => {
    const url = new URL(r.url);
    const wanted = new URLSearchParams(query);
    return (
      r.method === 'GET' &&
      url.pathname.endsWith(path) &&
      [...wanted].every(([key, value]) => url.searchParams.get(key) === value)
    );
  }).length;
// The card's recent transactions, as the page and its loader ask for them (the subscription
// radar asks for a longer history: a request of its own).
const RECENT = `per_page=50`;

describe('route loaders: the router decides when, the query decides what (decision 006)', () => {
  it("asks for the card while the page's code is still loading, and the page uses that answer", async () => {
    const s = setupTestSandbox();
    const { seed, cardId } = await s.activeAccount(100);
    sessionStore.signIn(seed);
    const { queryClient } = renderApp(`/cards/${cardId}`);
    // Fresh for 10 s, as in the app's client (provider.tsx); the test client's default is 0.
    queryClient.setQueryDefaults(['cards'], { staleTime: 10_000 });
    queryClient.setQueryDefaults(['transactions'], { staleTime: 10_000 });
    // Without the route's loader, nothing asks for the card until the page has loaded and rendered.
    await waitFor(() => expect(asked(s, `/cards/${cardId}`)).toBe(1));
    await waitFor(() => expect(asked(s, '/transactions', RECENT)).toBe(1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    chunk.release();
    // The page's module is transformed by the test runner on first import: seconds on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'My first card' }, { timeout: 15_000 });
    await screen.findByText('Total spent');
    // One request each: the page's queries found the loader's under way (same keys).
    expect(asked(s, `/cards/${cardId}`)).toBe(1);
    expect(asked(s, '/transactions', RECENT)).toBe(1);
  });

  it('a link inside the app asks for the next page while its code is still loading', async () => {
    const s = setupTestSandbox();
    const { seed, txnId: id } = await s.accountWithPurchase();
    sessionStore.signIn(seed);
    const { router, queryClient } = renderApp('/');
    queryClient.setQueryDefaults(['transactions'], { staleTime: 10_000 });
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 15_000 });
    const before = asked(s, `/transactions/${id}`);

    await act(() => router.navigate(`/transactions/${id}/report`));
    // The page being left stays while the report's chunk is held; its transaction is asked for.
    await waitFor(() => expect(asked(s, `/transactions/${id}`)).toBe(before + 1));
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();

    reportChunk.release();
    await screen.findByRole('heading', { level: 1, name: /Report a problem/ }, { timeout: 15_000 });
    expect(asked(s, `/transactions/${id}`)).toBe(before + 1);
  });
});
