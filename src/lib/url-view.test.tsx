import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { urlChoice, urlInt, urlText, urlViewParser, useUrlView } from './url-view';

const parse = urlViewParser({ status: urlText(), label: urlText(), page: urlText() });

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

describe('urlViewParser', () => {
  const read = urlViewParser({
    status: urlChoice(['active', 'frozen']),
    page: urlInt(1, 100),
    per_page: urlInt(10, 100, [10, 25, 50, 100]),
  });

  it('keeps what fits, drops what does not or is empty, and reads a repeat by its last value', () => {
    expect(read(new URLSearchParams('status=frozen&page=3&per_page=25'))).toEqual({
      status: 'frozen',
      page: 3,
      per_page: 25,
    });
    expect(read(new URLSearchParams('status=gone&page=0&per_page=30&other=1'))).toEqual({});
    expect(read(new URLSearchParams('status=&page=2.5&per_page=1e3'))).toEqual({});
    expect(read(new URLSearchParams('page=1&page=7&per_page=100'))).toEqual({
      page: 7,
      per_page: 100,
    });
  });
});
