import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chunkOrError } from './routes';

/**
 * React Router 7.18 renders nothing for a route whose `lazy` rejected (and caches the rejection):
 * a page whose chunk could not be downloaded must say so and offer a reload instead.
 */
describe('a page whose chunk fails to download', () => {
  it('says why and offers a reload, in place of an empty page', async () => {
    const failing = () =>
      Promise.reject(new TypeError('error loading dynamically imported module'));
    const router = createMemoryRouter([
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
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/deposits'));
    const alert = await screen.findByRole('alert');
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
