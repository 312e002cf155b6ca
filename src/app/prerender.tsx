import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContext } from '../lib/app-context';
import { defaultConnection } from '../lib/connection';
import { env } from '../lib/env';
import { i18n, startI18n } from '../lib/i18n/i18n';
import { PRERENDERED_FRAMES } from '../lib/prerendered-frames';
import { sessionStore } from '../lib/session';
import { AppRoutes } from './app';
import { pages } from './page-table';

/**
 * The pages prerendered at build time (their `route.prerender`, decision 035), and for whom: the
 * public pages as a signed-out visitor sees them, and the signed-in pages' frame and header with
 * their data still loading (what any signed-in visitor sees first; the data comes from the
 * service in the browser). A page whose path has a part that changes (a card's, `/cards/:cardId`)
 * is one frame for every such path (the card still loading: nothing in it is the card's), written
 * to the file the servers map those paths to (lib/prerendered-frames.ts). `route`: the page's
 * module (src/app/routes/<route>.tsx), the build manifest's key.
 */
export const PRERENDERED: ReadonlyArray<{
  path: string;
  signedIn: boolean;
  route: string;
  file?: string;
}> = [...pages.values()]
  .filter((page) => page.prerender)
  .map((page) => {
    const base = { path: page.path, signedIn: !page.public, route: page.file };
    if (!page.path.includes(':')) return base;
    const frame = PRERENDERED_FRAMES.find(({ pattern }) => pattern === page.path);
    if (!frame) throw new Error(`${page.path}: no frame file in lib/prerendered-frames.ts`);
    return { ...base, file: frame.file };
  });

/** Where a path with `:parts` is rendered: at a path of its shape (no part of it is shown). */
const samplePath = (path: string) => path.replace(/:(\w+)/g, '$1');

/** Stands for the visitor's seed while rendering: nothing rendered shows or uses a seed. */
const ANY_SEED = 'PRER-ENDE-RSEE-D000';

/**
 * One page as HTML, the way a visitor with the build's default connection sees it first
 * (scripts/prerender.ts writes it into the build; main.tsx hydrates it when that is who arrives).
 * The same tree as the browser's: StrictMode, the app context, the router over the same routes.
 * `prerender` waits for the lazy parts (the session's frame, the page) instead of their fallbacks.
 */
export async function renderPage(path: string, signedIn: boolean): Promise<string> {
  // In English: main.tsx hydrates these pages only for a visitor whose language is English.
  startI18n('en');
  if (signedIn) sessionStore.signIn(ANY_SEED);
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <AppContext.Provider
          value={{
            connection: defaultConnection(env),
            resetDemo: null,
            switchConnection: () => undefined,
          }}
        >
          <I18nProvider i18n={i18n}>
            <StaticRouter location={samplePath(path)}>
              <AppRoutes />
            </StaticRouter>
          </I18nProvider>
        </AppContext.Provider>
      </StrictMode>,
      // Every boundary in place, as one document: no streaming script (the CSP allows none).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not words
    if (html.includes('<script')) throw new Error(`${path}: the HTML holds a script`);
    if (html.includes(ANY_SEED)) throw new Error(`${path}: the HTML shows the seed`);
    return html;
  } finally {
    if (signedIn) {
      sessionStore.signOut();
      // As it was before, not "you signed out": a public page rendered next would show that
      // notice, which its visitors' first render does not (React error #418 on /sign-in).
      sessionStore.reload();
    }
  }
}
