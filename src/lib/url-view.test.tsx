import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { urlParam, urlViewParser, useUrlView } from './url-view';

const parse = urlViewParser(
  z.object({
    status: urlParam(z.string()),
    label: urlParam(z.string()),
    page: urlParam(z.string()),
  }),
);

function setup(initial = '/cards') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/cards', element: children }], {
      initialEntries: [initial],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlView(parse), { wrapper });
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { hook, search, navigate: (to: string) => router.navigate(to) };
}

describe('useUrlView', () => {
  it('keeps both of two changes made before the page renders again', async () => {
    const { hook, search } = setup();
    await act(async () => {
      hook.result.current.update({ status: 'active' });
      hook.result.current.update({ label: 'ads' });
    });
    expect(search()).toEqual({ status: 'active', label: 'ads' });
    expect(hook.result.current.view).toEqual({ status: 'active', label: 'ads' });
  });

  it('a change resets the page unless it sets one; a later outside URL wins', async () => {
    const { hook, search, navigate } = setup('/cards?page=3&label=x');
    await act(async () => hook.result.current.update({ status: 'frozen' }));
    expect(search()).toEqual({ label: 'x', status: 'frozen' });
    await act(async () => hook.result.current.update({ page: '2' }));
    expect(search()).toEqual({ label: 'x', status: 'frozen', page: '2' });
    // Back, a link: the URL changed from outside, and the next change starts from it.
    await act(async () => navigate('/cards?label=y'));
    await act(async () => hook.result.current.update({ status: 'active' }));
    expect(search()).toEqual({ label: 'y', status: 'active' });
  });
});
