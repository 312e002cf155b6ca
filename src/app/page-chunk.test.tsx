import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload, shouldReloadForChunk } from '../lib/chunk-load';
import { chunkOrError } from './routes';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/**
 * React Router 7.18 renders nothing for a route whose `lazy` rejected (and caches the rejection):
 * a page whose chunk could not be downloaded must say so and offer a reload instead. Online, it
 * reloads once by itself first (a failed module stays failed until the page reloads).
 */
describe('a page whose chunk fails to download', () => {
  const failing = () => Promise.reject(new TypeError('error loading dynamically imported module'));
  const depositsFailing = () =>
    createMemoryRouter([
      {
        path: '/',
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'deposits', lazy: chunkOrError(failing) },
        ],
      },
    ]);

  it('online, reloads the page once by itself', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => undefined);
    const router = depositsFailing();
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/deposits'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading this page again…');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the reload did not cure it, says why and offers a reload, in place of an empty page', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => undefined);
    expect(shouldReloadForChunk()).toBe(true); // The reload that came before.
    const router = depositsFailing();
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/deposits'));
    const alert = await screen.findByRole('alert');
    expect(reload).not.toHaveBeenCalled();
    expect(alert).toHaveTextContent('This page failed to load');
    expect(alert).toHaveTextContent(
      'This page could not be downloaded (error loading dynamically imported module). Reload to try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads the page when its chunk arrives', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: chunkOrError(() => Promise.resolve({ Component: () => <h1>Deposits</h1> })),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
  });
});
