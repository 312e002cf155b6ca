import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules the current URL matches and puts them in place, so the router
 * starts with the page already there and hydrates the prerendered HTML instead of rendering its
 * fallback first (which would throw the HTML away and shift the layout).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Tells the router that the hydrated page's loaders have run, without running them: a route with a
 * loader and no data would render its fallback first and throw the prerendered HTML away. Nor do
 * they start the page's queries early here: an answer already in the cache when React hydrates
 * would render rows where the HTML has loading rows, a mismatch that also discards the HTML (and
 * what was clicked or typed in it: app/early-input.ts). The page's components ask, as before.
 */
export function loadersHydrated(routes: RouteObject[], pathname: string): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    if (route.loader && route.id !== undefined) loaderData[route.id] = null;
  return { loaderData };
}

/**
 * Whether #root holds this page's prerendered HTML and the visitor is who it was made for. Not
 * with a query: the HTML was made without filters or a page number, and the page shows them.
 */
export function canHydrate(root: HTMLElement, signedIn: boolean, defaultMode: boolean): boolean {
  return (
    root.dataset.prerendered === location.pathname &&
    location.search === '' &&
    root.dataset.session === (signedIn ? 'in' : 'out') &&
    defaultMode
  );
}

/** The page was made for this visitor: shown, whatever the first-paint check guessed. */
export function adoptPrerendered(): void {
  document.documentElement.removeAttribute('data-visitor');
}

/** Not made for this visitor: its HTML goes (never shown again) before the app renders anew. */
export function discardPrerendered(root: HTMLElement): void {
  if (root.dataset.prerendered) root.replaceChildren();
  delete root.dataset.prerendered;
  delete root.dataset.session;
  document.documentElement.removeAttribute('data-visitor');
}
