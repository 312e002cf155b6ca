import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { findInFibers } from '../../test/find-in-fibers';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'permissions');
});

/** The browser's answer to `permissions.query({ name: 'clipboard-read' })`. */
function clipboardRead(state: PermissionState) {
  const query = vi.fn(async () => ({ state }));
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
  return query;
}

async function revealed(options: { fakeTimers?: boolean } = {}) {
  if (options.fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const sandbox = setupTestSandbox();
  const account = await sandbox.activeAccount(100);
  sessionStore.signIn(account.seed);
  const details = await sandbox.api(
    'GET',
    `/cards/${account.cardId}/details`,
    undefined,
    account.seed,
  );
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  fakeClipboard();
  const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  const app = renderApp(`/cards/${account.cardId}`);
  // The first render of the file loads the lazy routes: slow on a busy machine.
  const button = await screen.findByRole(
    'button',
    { name: 'Reveal card details' },
    { timeout: 30_000 },
  );
  await user.click(button);
  await screen.findByText(/Hiding in/);
  return { ...app, user, focus, pan: details.pan as string, cvv: details.cvv as string };
}

/** A clipboard like the browser's (user-event's stub cannot read back an empty string). */
function fakeClipboard() {
  let text = '';
  const clipboard = {
    readText: async () => text,
    writeText: async (value: string) => void (text = value),
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

const clipboardText = () => navigator.clipboard.readText();

// The first test of the file waits for the lazy routes: slow on a busy 2-core machine.
describe(
  'the reveal clears what our copy buttons put on the clipboard',
  { timeout: 45_000 },
  () => {
    it('Hide now: the copied number leaves the clipboard', async () => {
      clipboardRead('granted');
      const { user, pan } = await revealed();
      await user.click(screen.getByRole('button', { name: 'Copy card number' }));
      expect(await clipboardText()).toBe(pan);
      await user.click(screen.getByRole('button', { name: 'Hide now' }));
      await waitFor(async () => expect(await clipboardText()).toBe(''));
      // "Hide now" is gone: the focus moves on to the reveal button.
      expect(screen.getByRole('button', { name: 'Reveal card details' })).toHaveFocus();
    });

    it('the auto-hide after 30 s clears a copied CVV too', async () => {
      clipboardRead('granted');
      const { user, cvv } = await revealed({ fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Copy CVV' }));
      expect(await clipboardText()).toBe(cvv);
      act(() => vi.advanceTimersByTime(30_500));
      expect(screen.queryByText(/Hiding in/)).not.toBeInTheDocument();
      await waitFor(async () => expect(await clipboardText()).toBe(''));
    });

    it('leaves what the person copied afterwards untouched', async () => {
      clipboardRead('granted');
      const { user } = await revealed();
      await user.click(screen.getByRole('button', { name: 'Copy card number' }));
      await navigator.clipboard.writeText('my own note');
      const read = vi.spyOn(navigator.clipboard, 'readText');
      const write = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Hide now' }));
      await waitFor(() => expect(read).toHaveBeenCalled());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(write).not.toHaveBeenCalled();
      expect(await clipboardText()).toBe('my own note');
    });

    it('never asks to read the clipboard: without the permission it leaves it alone', async () => {
      const query = clipboardRead('prompt');
      const { user, pan } = await revealed();
      await user.click(screen.getByRole('button', { name: 'Copy card number' }));
      const read = vi.spyOn(navigator.clipboard, 'readText');
      await user.click(screen.getByRole('button', { name: 'Hide now' }));
      await waitFor(() => expect(query).toHaveBeenCalled());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(read).not.toHaveBeenCalled();
      read.mockRestore();
      expect(await clipboardText()).toBe(pan);
    });

    it('a hidden tab: the wipe waits for the page to have focus again', async () => {
      clipboardRead('granted');
      const { user, focus, pan } = await revealed();
      await user.click(screen.getByRole('button', { name: 'Copy card number' }));
      focus.mockReturnValue(false);
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      expect(screen.queryByText(/Hiding in/)).not.toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(await clipboardText()).toBe(pan);
      focus.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('focus')));
      await waitFor(async () => expect(await clipboardText()).toBe(''));
    });
  },
);

describe('after hiding, the page keeps no reference to the number', { timeout: 45_000 }, () => {
  it('no PAN in the query or mutation cache, the component state or the DOM', async () => {
    clipboardRead('granted');
    const { user, pan, container, queryClient } = await revealed();
    await user.click(screen.getByRole('button', { name: 'Copy card number' }));
    // The search does find the number while it is shown: it can fail.
    expect(findInFibers(container, pan).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Hide now' }));
    await waitFor(async () => expect(await clipboardText()).toBe(''));
    expect(document.getElementById('reveal-announcer')).toHaveTextContent('Card details hidden.');
    expect(findInFibers(container, pan)).toEqual([]);
    const cached = [
      ...queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state),
      ...queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state),
    ];
    expect(JSON.stringify(cached)).not.toContain(pan);
    expect(document.body.innerHTML).not.toContain(pan);
  });
});
