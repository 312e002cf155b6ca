import { matchRoutes, type RouteObject } from 'react-router';
import { loadPage } from './page-route';
import type { RouteHandle } from './route-handle';
import { readUnsavedSeed } from '../features/onboarding/unsaved-seed';
import { paths } from '../lib/paths';
import { matchesPattern } from '../lib/prerendered-frames';

/**
 * Loads the page modules the current URL matches, so the first render has the page already there
 * and hydrates the prerendered HTML instead of rendering its fallback first (which would throw the
 * HTML away and shift the layout). Nor does anything start the page's queries early when hydrating:
 * an answer already in the cache when React hydrates would render rows where the HTML has loading
 * rows, a mismatch that also discards the HTML (and what was clicked or typed in it:
 * app/early-input.ts). The page's components ask, as before.
 */
export async function preloadMatchedPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const handle = route.handle as RouteHandle | undefined;
      return handle ? loadPage(handle.page) : null;
    }),
  );
}

/**
 * Whether #root holds this page's prerendered HTML and the visitor is who it was made for. Not
 * with a query: the HTML was made without filters or a page number, and the page shows them. A
 * frame made for many paths (`/cards/:cardId`) is this page's when the path is one of them.
 * Nor the welcome page's form for a newcomer whose seed, generated in this tab, awaits
 * confirmation: the page shows that seed instead, and hydrating the form with it was React error
 * #418 after a reload (issue #48); server/first-paint.ts hides the form from them too.
 */
export function canHydrate(root: HTMLElement, signedIn: boolean, defaultMode: boolean): boolean {
  const madeFor = root.dataset.prerendered;
  return (
    madeFor !== undefined &&
    matchesPattern(madeFor, location.pathname) &&
    location.search === '' &&
    root.dataset.session === (signedIn ? 'in' : 'out') &&
    defaultMode &&
    !(madeFor === paths.welcome && readUnsavedSeed() !== null)
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
