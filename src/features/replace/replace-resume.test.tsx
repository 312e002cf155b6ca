import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAULT_HEADER } from '../../contract/sandbox-faults';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { cardWithEverything, newCardOf } from './replace.fixtures';
import { forgetRun } from './replace-run';

preloadLazy({ pages: ['replaceCard'] });

const PAGE = { timeout: 15_000 };
const isCreate = (r: Request) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/cards');
const isWithdraw = (r: Request) => r.method === 'POST' && r.url.endsWith('/withdraw');

/** Every cent of the account: the wallet and both cards. */
async function everyCent(s: Awaited<ReturnType<typeof cardWithEverything>>) {
  const cards = await s.cards();
  return Math.round(
    ((await s.wallet()) + cards.reduce((sum, card) => sum + card.balance, 0)) * 100,
  );
}

/**
 * Resume, and the replace runs up to the old card's end: one new card holding `balance`, the
 * wallet as it was, and every cent of the account still there (`total`): no money moved twice.
 */
async function resumeAndCount(
  user: ReturnType<typeof userEvent.setup>,
  s: Awaited<ReturnType<typeof cardWithEverything>>,
  resume: HTMLElement,
  { balance, wallet, total }: { balance: number; wallet: number; total: number },
) {
  await user.click(resume);
  await screen.findByRole('button', { name: 'End the old card' }, PAGE);
  expect((await newCardOf(s.cards, s.oldId)).balance).toBe(balance);
  expect(await s.wallet()).toBe(wallet);
  expect(await everyCent(s)).toBe(total);
}

describe('an interrupted replace resumes where it stopped (issue #51 item 3)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // The sandbox's ids repeat from test to test: the last test's plans go with its session.
    sessionStore.signOut();
  });

  it('a step that fails says which, and Resume finishes it without making a second card', async () => {
    const user = userEvent.setup();
    const s = await cardWithEverything();
    const [walletBefore, total] = [await s.wallet(), await everyCent(s)];
    // The card is made at the service, but the answer the app reads is the sandbox's 500.
    s.hooks.before = async (request) => {
      if (!isCreate(request)) return;
      s.hooks.before = undefined;
      await s.sandbox.service.handle(request.clone());
      request.headers.set(FAULT_HEADER, '500');
    };
    renderApp(`/cards/${s.oldId}/replace`);
    await user.click(await screen.findByRole('button', { name: 'Start the replace' }, PAGE));

    const alert = await screen.findByRole('alert', {}, PAGE);
    expect(alert).toHaveTextContent('Stopped at: Make the new card');
    expect(alert).toHaveTextContent('Nothing was lost. Resume to finish from this step.');
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent(
      /balance to your wallet: done.*Make the new card: stopped/,
    );
    expect(await everyCent(s)).toBe(total);

    // The creation is sent again with its key: the service answers the card it had made.
    const resume = within(alert).getByRole('button', { name: 'Resume' });
    await resumeAndCount(user, s, resume, { balance: s.old.balance, wallet: walletBefore, total });
  }, 60_000);

  it('a page gone in the middle (unmounted, rendered again) resumes with no money twice', async () => {
    const user = userEvent.setup();
    const s = await cardWithEverything();
    const [walletBefore, total] = [await s.wallet(), await everyCent(s)];
    // The withdrawal lands at the service; its answer never comes back, as when the tab goes.
    let landed = false;
    s.hooks.before = async (request) => {
      if (!isWithdraw(request)) return;
      s.hooks.before = undefined;
      await s.sandbox.service.handle(request.clone());
      landed = true;
      await new Promise(() => undefined);
    };
    renderApp(`/cards/${s.oldId}/replace`);
    await user.click(await screen.findByRole('button', { name: 'Start the replace' }, PAGE));
    await vi.waitFor(() => expect(landed).toBe(true));
    cleanup();
    // A reload: this tab's runs are gone; the plan kept on the device is not.
    forgetRun(s.oldId);
    expect((await s.card(s.oldId)).balance).toBe(0);

    renderApp(`/cards/${s.oldId}/replace`);
    await screen.findByText('This replace was interrupted', undefined, PAGE);
    const resume = screen.getByRole('button', { name: 'Resume' });
    await resumeAndCount(user, s, resume, { balance: s.old.balance, wallet: walletBefore, total });
  }, 60_000);

  it('a purchase since the balance was read stops the withdrawal; Resume reads the balance again', async () => {
    const user = userEvent.setup();
    const s = await cardWithEverything();
    const [walletBefore, total] = [await s.wallet(), await everyCent(s)];
    const merchant = { name: 'Steam', category: 'software', mcc: '5734', country: 'US' };
    s.hooks.before = async (request) => {
      if (!isWithdraw(request)) return;
      s.hooks.before = undefined;
      await s.api('POST', '/sandbox/purchases', { card_id: s.oldId, amount: 10.85, merchant });
    };
    renderApp(`/cards/${s.oldId}/replace`);
    await user.click(await screen.findByRole('button', { name: 'Start the replace' }, PAGE));
    const alert = await screen.findByRole('alert', {}, PAGE);
    expect(alert).toHaveTextContent('Stopped at: Move the old card’s balance to your wallet');
    const left = Math.round(s.old.balance * 100 - 10_85) / 100;
    expect((await s.card(s.oldId)).balance).toBe(left);

    const resume = within(alert).getByRole('button', { name: 'Resume' });
    await resumeAndCount(user, s, resume, {
      balance: left,
      wallet: walletBefore,
      total: total - 10_85,
    });
  }, 60_000);
});
