import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';
import { pages } from './page-table';
import { routes } from './routes';
import { openingPage, startRouteData } from './route-data';

const prefetched = [...pages.values()].filter((page) => page.loadData);

preloadLazy({ pages: prefetched.map((page) => page.name) });

/** A page's path with its parts filled in (a new part needs a sample here). */
const at = (path: string, samples: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, part: string) => {
    const value = samples[part];
    if (!value) throw new Error(`${path}: no sample for :${part} in route-data.test.tsx`);
    return value;
  });

/**
 * Each page's prefetch (routes/<page>.data.ts) asks what the page asks (decision 035): every
 * query it starts is one the page's components then observe. A page asking with other options
 * (another page size, a filter read differently) leaves the prefetched query unobserved, and the
 * page fetches twice; so does a prefetch of something the page no longer shows.
 */
describe("a page's prefetch and its page ask for the same queries", () => {
  it('every signed-in page, with and without filters in its URL', async () => {
    const s = setupTestSandbox();
    const { seed, cardId, txnId } = await s.accountWithPurchase();
    sessionStore.signIn(seed);
    const { router, queryClient } = renderApp('/settings');
    const cache = queryClient.getQueryCache();
    const samples = { cardId, txnId };
    const urls = prefetched.map((page) => at(page.path, samples));
    // The URL's filters are read the same way by both (three of the pages read them).
    urls.push('/cards?status=active', '/transactions?type=refund', `/3ds?card_id=${cardId}`);
    expect(prefetched.length).toBeGreaterThanOrEqual(8);

    for (const url of urls) {
      const [pathname, query = ''] = url.split('?');
      const match = matchRoutes(routes, pathname!)!.at(-1)!;
      const page = pages.get((match.route.handle as { page: string }).page)!;
      const { queries } = await page.loadData!();
      const keys = queries({ params: match.params, search: new URLSearchParams(query) })
        .filter((options) => options !== null)
        .map((options) => options.queryKey);
      expect(keys.length, url).toBeGreaterThan(0);
      // From a page that asks for none of them: what the page before observed is let go.
      await act(() => router.navigate('/settings'));
      await screen.findByRole('heading', { level: 1, name: 'Settings' });
      await act(() => router.navigate(url));
      const unobserved = () =>
        keys
          .filter((queryKey) => !cache.find({ queryKey, exact: true })?.getObserversCount())
          .map((queryKey) => JSON.stringify(queryKey));
      await waitFor(() => expect(unobserved(), url).toEqual([]), { timeout: 15_000 });
    }
  }, 90_000);
});

describe('the page being opened (where sign-in returns after a 401)', () => {
  const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname });

  it('is the signed-in page whose navigation started last, and none once a later one starts signed out', async () => {
    const { seed } = await setupTestSandbox().activeAccount(50);
    sessionStore.signIn(seed);
    startRouteData(routes, at('/cards'));
    expect(openingPage()).toBe('/cards');
    // Never shown (a test ended first, sharing its worker's modules): a signed-out navigation
    // must not inherit it. It did: sign-in-page.test.tsx was sent to ?next=%2Fcards.
    sessionStore.signOut();
    startRouteData(routes, at('/deposits'));
    expect(openingPage()).toBeNull();
  });
});
