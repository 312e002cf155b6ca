import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppContext } from '../lib/app-context';
import { defaultConnection } from '../lib/connection';
import { env } from '../lib/env';
import { i18n, startI18n } from '../lib/i18n/i18n';
import { routes } from './routes';

/** The pages prerendered at build time: they need no API call and no session to render. */
export const PRERENDERED = ['/welcome', '/sign-in'] as const;

/**
 * One page as HTML, the way a signed-out visitor with the build's default connection sees it first
 * (scripts/prerender.ts writes it into the build; main.tsx hydrates it when that is who arrives).
 * The same tree as the browser's: StrictMode, the app context, the router over the same routes.
 */
export async function renderPage(path: string): Promise<string> {
  // In English: main.tsx hydrates these pages only for a visitor whose language is English.
  startI18n('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirects: not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppContext.Provider
        value={{
          connection: defaultConnection(env),
          resetDemo: null,
          switchConnection: () => undefined,
        }}
      >
        <I18nProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nProvider>
      </AppContext.Provider>
    </StrictMode>,
  );
}
