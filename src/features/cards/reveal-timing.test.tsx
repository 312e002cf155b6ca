import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

afterEach(() => vi.useRealTimers());

async function revealed() {
  // Only the reveal's clock is faked (its interval and Date): requests and React run as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const sandbox = setupTestSandbox();
  const account = await sandbox.activeAccount(100);
  sessionStore.signIn(account.seed);
  const user = userEvent.setup();
  renderApp(`/cards/${account.cardId}`);
  // The first render of the file loads the lazy routes: slow on a busy machine.
  const button = await screen.findByRole(
    'button',
    { name: 'Reveal card details' },
    { timeout: 30_000 },
  );
  await user.click(button);
  await screen.findByText(/Hiding in/);
  return { user };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The visible countdown's seconds, or null once hidden. */
const countdown = () => {
  const text = screen.queryByText(/Hiding in/)?.textContent;
  return text ? Number(/\d+/.exec(text)![0]) : null;
};

describe('the reveal countdown', { timeout: 45_000 }, () => {
  it('WCAG 2.2.1: "Keep shown" adds time, ten times, then the details hide', async () => {
    const { user } = await revealed();
    for (let i = 1; i <= 10; i++) {
      tick(25_000);
      expect(countdown()).toBe(5);
      await user.click(screen.getByRole('button', { name: 'Keep shown' }));
      expect(countdown()).toBe(30);
    }
    // Ten extensions used: 280 s shown in all; no more time can be added.
    expect(screen.queryByRole('button', { name: 'Keep shown' })).not.toBeInTheDocument();
    // The button that had the focus is gone: the focus is on "Hide now", not lost to the page.
    expect(screen.getByRole('button', { name: 'Hide now' })).toHaveFocus();
    expect(
      screen.getByText('Kept shown 10 times: reveal them again to see them longer.'),
    ).toBeInTheDocument();
    tick(29_000);
    expect(countdown()).toBe(1);
    tick(1_250);
    expect(countdown()).toBeNull();
    expect(screen.getByRole('button', { name: 'Reveal card details' })).toBeInTheDocument();
  });

  it('WCAG 4.1.3: the live region speaks at 30, 10 and 0 s only; the ticking countdown is not live', async () => {
    await revealed();
    const announcer = document.getElementById('reveal-announcer')!;
    expect(announcer).toHaveAttribute('role', 'status');
    expect(
      screen.getByText(/Hiding in/).closest('[aria-live],[role=status],[role=alert],[role=timer]'),
    ).toBeNull();
    const seen = new Set<number | null>();
    const changes = [{ text: announcer.textContent, at: countdown() }];
    for (let i = 0; i < 130; i++) {
      tick(250);
      seen.add(countdown());
      if (announcer.textContent !== changes.at(-1)!.text)
        changes.push({ text: announcer.textContent, at: countdown() });
    }
    expect(changes).toEqual([
      { text: 'Card details shown. They hide in 30 seconds.', at: 30 },
      {
        text: 'Card details hide in 10 seconds. Choose Keep shown to keep them longer.',
        at: 10,
      },
      { text: 'Card details hidden.', at: null },
    ]);
    // Meanwhile the visible countdown went through every second.
    expect(seen.size).toBe(31);
  });

  it('"Keep shown" at the warning speaks the 30 s words again', async () => {
    const { user } = await revealed();
    const announcer = document.getElementById('reveal-announcer')!;
    tick(21_000);
    expect(announcer).toHaveTextContent(/^Card details hide in 10 seconds/);
    await user.click(screen.getByRole('button', { name: 'Keep shown' }));
    expect(announcer).toHaveTextContent('Card details shown. They hide in 30 seconds.');
  });
});
