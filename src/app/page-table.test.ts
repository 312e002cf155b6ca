import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PATHS } from '../../e2e/support/pages';
import { paths } from '../lib/paths';
import { NAV_ITEMS, pages } from './page-table';
import type { RouteHandle } from './route-handle';
import { routes } from './routes';

/** The page a URL opens (its route's handle), by name. */
const pageAt = (url: string) => {
  const match = matchRoutes(routes, url.split('?')[0]!)?.at(-1);
  return (match?.route.handle as RouteHandle | undefined)?.page;
};

/** Every link `lib/paths.ts` builds, with sample arguments. */
const links: Record<keyof typeof paths, string> = {
  overview: paths.overview,
  welcome: paths.welcome,
  signIn: paths.signIn('/cards'),
  settings: paths.settings,
  cards: paths.cards,
  card: paths.card('card_1'),
  replaceCard: paths.replaceCard('card_1'),
  transactions: paths.transactions({ card_id: 'card_1' }),
  transactionReport: paths.transactionReport('txn_1'),
  deposits: paths.deposits,
  depositsFor: paths.depositsFor(1250),
  threeDs: paths.threeDs,
  webhooks: paths.webhooks,
};

describe('the pages, found by name (decision 035)', () => {
  it('reads every page module in src/app/routes, each with its path and its code', () => {
    expect(pages.size).toBeGreaterThanOrEqual(12);
    expect(pages.get('cardDetail')?.path).toBe('/cards/:cardId');
    for (const page of pages.values()) {
      expect(page.path, page.name).toMatch(/^(\/|\*$)/);
      expect(typeof page.load, page.name).toBe('function');
    }
  });

  it('every link the app builds lands on a page, not on "Page not found"', () => {
    for (const [name, url] of Object.entries(links)) {
      const page = pageAt(url);
      expect(page, `${name}: ${url}`).toBeDefined();
      expect(page, `${name}: ${url}`).not.toBe('notFound');
    }
    expect(pageAt('/no-such-page')).toBe('notFound');
  });

  it('the navigation lists its pages in order, and the e2e sweeps read the same list from the sources', () => {
    expect(NAV_ITEMS.map((item) => item.to)).toEqual([...SIGNED_IN_PATHS]);
    for (const item of NAV_ITEMS) expect(pageAt(item.to)).not.toBe('notFound');
  });
});
