import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSING_ANIMATION } from './closing-motion';
import { Dialog } from './dialog';

/** An opener and its dialog, closed by unmounting (most dialogs) or by `open` (a few). */
function Opener({ unmounts }: { unmounts: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} onClose={() => setOpen(false)} title="Fund card">
      <p>Amount</p>
    </Dialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Fund
      </button>
      {unmounts ? open && dialog : dialog}
    </>
  );
}

let reduced = false;
const played: { id: string; finish: () => void }[] = [];
const opener: { element: Element | null } = { element: null };

// What a browser has and jsdom lacks: Web Animations, constructable sheets, the media query, a
// box for the dialog, and <dialog>'s return of focus to the element focused before showModal().
beforeEach(() => {
  reduced = false;
  played.length = 0;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: query.includes('no-preference') && !reduced, media: query }) as MediaQueryList,
  );
  Object.defineProperty(Document.prototype, 'adoptedStyleSheets', {
    configurable: true,
    value: [],
  });
  CSSStyleSheet.prototype.replaceSync = vi.fn();
  Element.prototype.animate = function (_frames, options) {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const id = typeof options === 'object' ? (options.id ?? '') : '';
    played.push({ id, finish });
    return { id, finished } as unknown as Animation;
  };
  vi.spyOn(HTMLDialogElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: window.innerHeight - 344, width: 390, height: 344 }),
  );
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (
    this: HTMLDialogElement,
  ) {
    opener.element = document.activeElement;
    this.setAttribute('open', '');
  });
  vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (
    this: HTMLDialogElement,
  ) {
    this.removeAttribute('open');
    (opener.element as HTMLElement | null)?.focus();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  delete (CSSStyleSheet.prototype as { replaceSync?: unknown }).replaceSync;
  delete (Element.prototype as { animate?: unknown }).animate;
});

const picture = () => document.body.querySelector(':scope > [aria-hidden="true"][inert]');

describe('a dialog closing (issue #48 item 16, decision 032)', () => {
  for (const unmounts of [true, false])
    it(`is gone and focus is back on its opener at once, while a picture of it moves (${unmounts ? 'unmounted' : 'open={false}'})`, async () => {
      const user = userEvent.setup();
      render(<Opener unmounts={unmounts} />);
      await user.click(screen.getByRole('button', { name: 'Fund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Fund card' });
      await user.click(screen.getByRole('button', { name: 'Close' }));

      // Nothing waited for the motion: closed, out of the accessibility tree, focus returned.
      expect(dialog).not.toHaveAttribute('open');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText('Amount')).toBeNull();
      expect(screen.getByRole('button', { name: 'Fund' })).toHaveFocus();
      // The picture is inert and hidden; resting on the screen's foot, it sinks, backdrop fading.
      expect(picture()).toHaveAttribute('data-closing', 'sink');
      expect(played.map((move) => move.id)).toEqual([
        `${CLOSING_ANIMATION}-sink`,
        CLOSING_ANIMATION,
      ]);
      await act(async () => {
        for (const move of played) move.finish();
        await Promise.resolve();
      });
      await vi.waitFor(() => expect(picture()).toBeNull());
    });

  it('moves nothing when reduced motion is asked for', async () => {
    reduced = true;
    const user = userEvent.setup();
    render(<Opener unmounts />);
    await user.click(screen.getByRole('button', { name: 'Fund' }));
    await screen.findByRole('dialog', { name: 'Fund card' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fund' })).toHaveFocus();
    expect(picture()).toBeNull();
    expect(played).toEqual([]);
  });
});
