import type { LoaderFunction } from 'react-router';
import { sessionStore } from '../lib/session';
import type { RoutePage } from './route-queries';

/**
 * A signed-in page's loader: "the router decides when, the query decides what" (decision 006,
 * issue #30). Navigation starts the page's queries beside the page's chunk instead of after it has
 * loaded and rendered. Nothing is awaited, so navigation never waits for an answer: the page shows
 * its loading state as before, with the request already under way. The queries' code is a chunk
 * of its own (React Query and the API client), so none of it is in the public pages' first load
 * (decision 005). Signed out (the route redirects) or prerendering in Node, it does nothing.
 */
export function startQueries(page: RoutePage): LoaderFunction {
  return ({ params, request }) => {
    if (typeof document === 'undefined' || !sessionStore.getSeed()) return null;
    const url = new URL(request.url);
    const search = url.searchParams;
    opening = url.pathname + url.search;
    void import('./route-queries')
      .then(({ startRouteQueries }) => startRouteQueries(page, params, search))
      .catch(() => undefined); // The chunk failed to load: the page's own queries will ask.
    return null;
  };
}

/**
 * The signed-in page being opened, until it is shown. A loader's request can meet the 401 that ends
 * the session before then: sign-in returns to this page, not to the one being left
 * (require-session.tsx; the router's own pending location reaches React only in a transition).
 */
let opening: string | null = null;
export const openingPage = () => opening;
export const pageShown = () => void (opening = null);
