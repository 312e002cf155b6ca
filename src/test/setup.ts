import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import type * as Rtl from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { startI18n } from '../lib/i18n/i18n';
import type * as ChunkLoad from '../lib/chunk-load';
import { chunksLoaded } from './chunk-loads';
import { writesSettled } from './rendered-clients';

// Tests read the English words; every render gets the app's I18nProvider (test/i18n.tsx).
startI18n('en');
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof Rtl>();
  const { withI18n } = await import('./i18n');
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((
      hook: Parameters<typeof rtl.renderHook>[0],
      options?: Parameters<typeof rtl.renderHook>[1],
    ) =>
      rtl.renderHook(hook, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof rtl.renderHook,
  };
});

// The app's chunks load through settledChunk (pages, the session's frame, lazy parts): counted here,
// so a wait for what the page shows starts its clock once the code it needs has loaded.
vi.mock('../lib/chunk-load', async (importOriginal) => {
  const actual = await importOriginal<typeof ChunkLoad>();
  const { trackChunk } = await import('./chunk-loads');
  return {
    ...actual,
    settledChunk:
      <T>(load: () => Promise<T>) =>
      () =>
        actual.settledChunk(() => trackChunk(load()))(),
  };
});

// A findBy or waitFor waits 10 s for the page once the chunks being loaded have arrived (inside
// Testing Library's own wrapper, which lets React render outside act meanwhile): the module
// loading of a first page ran past 5 s on a loaded 2-core machine (src/test/chunk-loads.ts), and
// with a worker's files back to back (isolate: false) a switch of account showed its wallet after
// more than 5 s at load 14 (account-switcher.test.tsx, decision 033 tenth pass). A wait ends when
// the page shows what it waits for: the figure only bounds how long a real failure takes to say so.
const { asyncWrapper, getElementError } = getConfig();
configure({
  // A query that finds nothing inside findBy/waitFor is retried on every change to the page, and
  // each miss printed the whole page into a message nobody reads but the last: 6 % of a journey's
  // CPU (a profile of cards-journey, 2026-11-29). The page is printed when the message is read.
  getElementError: (message, container) => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (text ??= getElementError(message, container).message),
      set: (value: string) => void (text = value),
    });
    return error;
  },
  asyncUtilTimeout: 10_000,
  asyncWrapper: (run) =>
    asyncWrapper(async () => {
      await chunksLoaded();
      return run();
    }),
});

// jsdom has no <dialog> methods, matchMedia, scrollIntoView, ResizeObserver or clipboard; these stand-ins behave like the browser's.
if (typeof window !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // cmdk scrolls the chosen command into view and measures its list.
  Element.prototype.scrollIntoView ??= function () {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
}

// Each test starts on an empty page. The files of a worker share one page and one module graph
// (decision 033, ninth pass), so whatever a test leaves in a module — a toast still up, a signed-in
// session — would otherwise meet the next test, of this file or the next.
afterEach(async () => {
  if (typeof document === 'undefined') return; // node-environment tests (the sandbox)
  // Its writes land in its own sandbox, not the next test's (test/rendered-clients.ts); said
  // after the page is emptied, so the next test starts clean either way.
  const writes = await writesSettled().then(
    () => undefined,
    (error: unknown) => error,
  );
  cleanup();
  // sonner keeps its toasts in a module and shows the undismissed ones to the next <Toaster>.
  (await import('sonner')).toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  const { sessionStore } = await import('../lib/session');
  sessionStore.reload();
  if (writes) throw writes;
});
