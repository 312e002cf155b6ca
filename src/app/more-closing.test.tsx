import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareClosingMotion } from '../components/ui/closing-picture';
import { sessionStore } from '../lib/session';
import { closingPicture, motionStandIns } from '../test/motion-stand-ins';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

preloadLazy({ pages: ['cards'] });

const motion = motionStandIns(HTMLElement);

/** Issue #48 item 16 (decision 032): More's sheet moves as it closes, and nothing waits for it. */
// The motion's code arrives while a panel is open (closing-picture.ts); here, before the first.
beforeAll(() => prepareClosingMotion());

describe('More’s panel closing', () => {
  it('is gone with focus back on More at once, while its picture sinks behind the bar', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    renderApp('/cards');
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' }, { timeout: 15_000 });
    const more = within(tabs).getByRole('button', { name: 'More' });
    const user = userEvent.setup();
    await user.click(more);
    expect(document.getElementById('mobile-nav')).not.toBeNull();
    expect(closingPicture()).toBeNull();

    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-nav')).toBeNull();
    expect(more).toHaveFocus();
    await waitFor(() => expect(closingPicture()).toHaveAttribute('data-closing', 'sink'));
    expect(motion.played.map((move) => move.id)).toEqual(['closing-sink', 'closing']);
    await act(async () => {
      for (const move of motion.played) move.finish();
      await Promise.resolve();
    });
    await waitFor(() => expect(closingPicture()).toBeNull());

    motion.reduced = true;
    motion.played.length = 0;
    await user.click(more);
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-nav')).toBeNull();
    await Promise.resolve();
    expect(closingPicture()).toBeNull();
    expect(motion.played).toEqual([]);
  });
});
