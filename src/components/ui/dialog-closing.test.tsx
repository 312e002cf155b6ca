import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closingPicture, motionStandIns } from '../../test/motion-stand-ins';
import { CLOSING_ANIMATION } from './closing-motion';
import { prepareClosingMotion } from './closing-picture';
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

const motion = motionStandIns(HTMLDialogElement);
// The motion's code arrives while a panel is open (closing-picture.ts); here, before the first.
beforeAll(() => prepareClosingMotion());

const opener: { element: Element | null } = { element: null };

// <dialog>'s return of focus to the element focused before showModal(), which jsdom lacks.
beforeEach(() => {
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

const picture = closingPicture;

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
      expect(motion.played.map((move) => move.id)).toEqual([
        `${CLOSING_ANIMATION}-sink`,
        CLOSING_ANIMATION,
      ]);
      await act(async () => {
        for (const move of motion.played) move.finish();
        await Promise.resolve();
      });
      await vi.waitFor(() => expect(picture()).toBeNull());
    });

  it('moves nothing when reduced motion is asked for', async () => {
    motion.reduced = true;
    const user = userEvent.setup();
    render(<Opener unmounts />);
    await user.click(screen.getByRole('button', { name: 'Fund' }));
    await screen.findByRole('dialog', { name: 'Fund card' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fund' })).toHaveFocus();
    expect(picture()).toBeNull();
    expect(motion.played).toEqual([]);
  });
});
