import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { App } from './app/app';
import type { AppContextValue } from './lib/app-context';
import { readConnection, saveConnection } from './lib/connection';
import { env } from './lib/env';
import { sessionStore } from './lib/session';
import { applyTheme, readTheme } from './lib/theme';
import './index.css';

async function main() {
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
    startupError: null,
    switchConnection(next) {
      saveConnection(next);
      // A seed belongs to one service: switching signs out.
      sessionStore.signOut('signed_out');
      location.assign('/');
    },
  };
  if (connection.mode === 'demo') {
    try {
      // The sandbox, MSW and their dependencies are a separate chunk that only demo mode loads.
      const { startDemoSandbox } = await import('./mocks/browser');
      const demo = await startDemoSandbox({ baseUrl: connection.baseUrl });
      context.resetDemo = demo.reset;
    } catch (error) {
      context.startupError = `The in-browser sandbox could not start (${(error as Error).message}). Use a sandbox server in Settings → Connection.`;
    }
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  );
}

void main();
