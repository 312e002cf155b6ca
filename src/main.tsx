import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from './api/config';
import { App, createAppHistory } from './app/app';
import {
  adoptPrerendered,
  canHydrate,
  discardPrerendered,
  preloadMatchedPages,
} from './app/hydration';
import { reactListens } from './app/early-input';
import { startRouteData } from './app/route-data';
import { routes } from './app/routes';
import { loadSessionLayout } from './app/layout';
import { registerServiceWorker } from './app/pwa';
import { answerApiInPage } from './demo/answer-in-page';
import type { DemoSandbox } from './demo/browser';
import { startDemo } from './demo/start-demo';
import type { AppContextValue } from './lib/app-context';
import { defaultConnection, readConnection, saveConnection } from './lib/connection';
import { env } from './lib/env';
import { activeLocale, startI18n } from './lib/i18n/i18n';
import { warmIntlOffThread } from './lib/i18n/warm-intl';
import { whenIdle } from './lib/idle';
import { sessionStore } from './lib/session';
import { applyTheme, readTheme } from './lib/theme';
import './index.css';

function main() {
  applyTheme(readTheme());
  const connection = readConnection(env);
  configureApi({
    baseUrl: connection.baseUrl,
    getSeed: sessionStore.getSeed,
    onSessionEnded: () => sessionStore.signOut('unauthorized'),
  });

  const context: AppContextValue = {
    connection,
    resetDemo: null,
    switchConnection(next) {
      saveConnection(next);
      // A seed belongs to one service: switching signs out.
      sessionStore.signOut('signed_out');
      location.assign('/');
    },
  };
  if (connection.mode === 'demo') {
    // The sandbox is a separate chunk that only demo mode loads, as soon as an API call needs it
    // or (see below) before.
    // In a worker (it reads its rows while its code loads), or in the page (start-demo.ts).
    let demo: Promise<DemoSandbox> | undefined;
    const loadDemo = () => (demo ??= startDemo());
    answerApiInPage(connection.baseUrl, () => loadDemo().then((d) => d.handle));
    const preload = () => void loadDemo().catch(() => undefined);
    // Signed in, the first page fetches at once: load now. Otherwise when the page is idle.
    if (sessionStore.getSeed()) preload();
    else whenIdle(preload);
    context.resetDemo = async () => (await loadDemo()).reset();
  }

  // Signed in, the session's frame is needed at once: fetch it beside the first page's chunk.
  if (sessionStore.getSeed()) void loadSessionLayout();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const history = createAppHistory();
  const app = (
    <StrictMode>
      <App context={context} history={history} />
    </StrictMode>
  );
  const fallback = defaultConnection(env);
  const defaultMode = connection.mode === fallback.mode && connection.baseUrl === fallback.baseUrl;
  const render = () => {
    const signedIn = sessionStore.getSeed() !== null;
    // Signed-in pages format money and dates at once: their language's data loads in a worker.
    if (signedIn) warmIntlOffThread(activeLocale());
    // The prerendered pages are in English: another language renders them anew.
    if (canHydrate(root, signedIn, defaultMode) && activeLocale() === 'en') {
      // A prerendered page (welcome, sign-in; the cards and transactions frames): its HTML is
      // already painted. The page's module is loaded first, so React adopts that HTML instead of
      // replacing it (scripts/prerender.ts), in a transition: in slices, not one long task.
      adoptPrerendered();
      void Promise.all([
        preloadMatchedPages(routes, location.pathname),
        signedIn ? loadSessionLayout() : null,
      ]).then(() => {
        reactListens();
        startTransition(() => void hydrateRoot(root, app));
      });
      return;
    }
    // A transition lets React render the first page in slices, yielding to the browser between
    // them, instead of one long task that blocks input (Lighthouse's total blocking time).
    discardPrerendered(root);
    // The first page's queries start beside its chunk, as on every navigation (route-data.ts).
    startRouteData(routes, history.location);
    reactListens();
    startTransition(() => createRoot(root).render(app));
  };
  // English is in the first load; another language's words are fetched first (one small chunk).
  // Should that fail (offline before the worker kept it), the page opens in English.
  const starting = startI18n();
  if (starting) void starting.catch(() => startI18n('en')).then(render);
  else render();
}

main();
registerServiceWorker();
