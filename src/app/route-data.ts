import { matchRoutes, type Location, type RouteObject } from 'react-router';
import { env } from '../lib/env';
import { readConnection } from '../lib/connection';
import { sessionStore } from '../lib/session';
import { pages } from './page-table';
import type { RouteHandle } from './route-handle';

/**
 * Starts the queries of the page being opened: "the router decides when, the query decides what"
 * (decision 006, issue #30). The app's history calls it as a navigation starts (app-history.ts),
 * and main.tsx for the first page, so the page's queries go out beside its chunk instead of after
 * it has loaded and rendered. They are the page's `routes/<page>.data.ts` (decision 035), a chunk
 * of its own beside the page's, with React Query and the API client: none of it is in the public
 * pages' first load (decision 005). `prefetchQuery` fetches only what is missing or stale and
 * never throws: the page's own query shows a failure. Nothing waits for an answer: the page shows
 * its loading state as before, with the request already under way. Signed out (the route
 * redirects) or prerendering in Node, it does nothing.
 */
export function startRouteData(routes: RouteObject[], location: Location): void {
  // Each navigation replaces the page being opened, so one that was never shown (left for a
  // public page, or a test ended first) is not where a later sign-in returns (decision 033).
  opening = null;
  if (typeof document === 'undefined' || !sessionStore.getSeed()) return;
  const matches = matchRoutes(routes, location) ?? [];
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  const loadData = handle && pages.get(handle.page)?.loadData;
  if (!loadData) return;
  const { params } = matches.at(-1)!;
  opening = location.pathname + location.search;
  const search = new URLSearchParams(location.search);
  void Promise.all([loadData(), import('./query-provider')])
    .then(([{ queries }, { tabClient }]) => {
      // The tab's client, made here when navigation comes first.
      const client = tabClient(readConnection(env).mode === 'demo');
      for (const options of queries({ params, search }))
        if (options) void client.prefetchQuery(options);
    })
    .catch(() => undefined); // A chunk failed to load: the page's own queries will ask.
}

/**
 * The signed-in page being opened, until it is shown. Its request can meet the 401 that ends the
 * session while the page being left is still on screen (navigations are transitions, and the
 * sign-out is not): sign-in returns to this page, not to the one being left (require-session.tsx).
 */
let opening: string | null = null;
export const openingPage = () => opening;
export const pageShown = () => void (opening = null);
