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
 * Runs the loaders of the page being hydrated (they start its queries: route-data.ts) and tells the
 * router they have run: a route with a loader and no data yet would render its fallback first and
 * throw the prerendered HTML away.
 */
export function runMatchedLoaders(routes: RouteObject[], href: string): HydrationState {
  const url = new URL(href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    if (typeof route.loader !== 'function' || route.id === undefined) continue;
    const pattern = route.path ?? '';
    void route.loader({ params, request: new Request(url), url, pattern, context: undefined });
    loaderData[route.id] = null;
  }
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
