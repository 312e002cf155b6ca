import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApi } from './api/client';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { env } from './lib/env';
import { applyTheme, readTheme } from './lib/theme';
import './index.css';

async function main() {
  applyTheme(readTheme());
  configureApi({ baseUrl: env.apiBaseUrl });
  if (env.demo) {
    // The sandbox, MSW and their dependencies are a separate chunk that only demo mode loads.
    const { startDemoSandbox } = await import('./mocks/browser');
    await startDemoSandbox({ baseUrl: env.apiBaseUrl });
  }
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void main();
