import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { expectNoAxeViolations } from '../../test/axe';

preloadLazy({ pages: ['cards', 'cardDetail'] });

async function signedIn(walletUsd = 100) {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(walletUsd);
  sessionStore.signIn(seed);
  return { ...sandbox, seed, cardId, user: userEvent.setup() };
}

/** The cards page's first render (the list's query, then the button): over 5 s on a busy machine. */
const newCardButton = () => screen.findByRole('button', { name: 'New card' }, { timeout: 20_000 });

const patches = (s: Awaited<ReturnType<typeof signedIn>>) =>
  Promise.all(s.requests.filter((r) => r.method === 'PATCH').map((r) => r.clone().json()));

describe('card presets at creation', () => {
  it('explains each preset, checks the trial price, then applies Trial guard once the card exists', async () => {
    const s = await signedIn(80);
    const { router } = renderApp('/cards');
    await s.user.click(await newCardButton());
    const dialog = await screen.findByRole('dialog', { name: 'New card' });
    await s.user.click(await within(dialog).findByRole('radio', { name: /531993/ }));
    await s.user.type(within(dialog).getByLabelText('Initial amount (USD)'), '5');
    expect(
      within(dialog).getByRole('radio', { name: /Single purchase.*freezes itself right after/ }),
    ).toBeInTheDocument();
    await s.user.click(within(dialog).getByRole('radio', { name: /Trial guard/ }));
    const price = within(dialog).getByLabelText('Trial price (USD)');
    await s.user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    expect(await within(dialog).findByText(/Enter the trial's price/)).toBeInTheDocument();
    await s.user.type(price, '9.99');
    await s.user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    expect(await within(dialog).findByText(/funded with \$5\.00/)).toBeInTheDocument();
    expect(s.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/cards'))).toHaveLength(
      0,
    );
    await s.user.clear(within(dialog).getByLabelText('Initial amount (USD)'));
    await s.user.type(within(dialog).getByLabelText('Initial amount (USD)'), '20');
    await s.user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cards\/card_/));
    expect(await patches(s)).toEqual([{ spending_limit: 9.99, auto_freeze_at: 0.01 }]);
    const form = await screen.findByRole('form', { name: 'Card settings' });
    expect(await within(form).findByTestId('preset-now')).toHaveTextContent(
      'Applies now: Trial guard ($9.99)',
    );
    // What the sentence promises, in the sandbox: the first charge is approved, then the card freezes.
    const id = router.state.location.pathname.split('/').pop()!;
    const charge = await s.api('POST', '/sandbox/purchases', { card_id: id, amount: 9.99 }, s.seed);
    expect(charge.type).toBe('authorization');
    expect((await s.api('GET', `/cards/${id}`, undefined, s.seed)).status).toBe('frozen');
  }, 40_000);

  // Moved from e2e/card-presets.spec.ts (issue #46); its axe audit of the dialog runs here too.
  it('a card made with Single purchase freezes itself after its first purchase', async () => {
    const s = await signedIn(100);
    const { router, unmount } = renderApp('/cards');
    await s.user.click(await newCardButton());
    const dialog = await screen.findByRole('dialog', { name: 'New card' });
    await s.user.click(await within(dialog).findByRole('radio', { name: /531993/ }));
    await s.user.type(within(dialog).getByLabelText('Initial amount (USD)'), '20');
    await s.user.type(within(dialog).getByLabelText('Label'), 'One-off');
    await s.user.click(within(dialog).getByRole('radio', { name: /^Single purchase/ }));
    expect(dialog).toHaveTextContent('freezes itself right after its next approved purchase');
    await expectNoAxeViolations();
    await s.user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    // Two requests (create, then the preset's PATCH) and the card page's first render: on a busy
    // 2-core machine more than Testing Library's 5 s (the e2e spec waited 20 s too).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'One-off' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(await screen.findByTestId('preset-now')).toHaveTextContent(
      'Applies now: Single purchase',
    );

    const path = router.state.location.pathname;
    const id = path.split('/').pop()!;
    const charge = await s.api('POST', '/sandbox/purchases', { card_id: id, amount: 4.5 }, s.seed);
    // The purchase that reaches the threshold is approved; then the card is frozen.
    expect(charge.type).toBe('authorization');
    expect((await s.api('GET', `/cards/${id}`, undefined, s.seed)).status).toBe('frozen');
    // A reload: a fresh app (and query cache) at the same address.
    unmount();
    renderApp(path);
    // The whole card page again, from a cold query cache: as slow as the first render.
    expect((await screen.findAllByText('Frozen', undefined, { timeout: 20_000 }))[0]).toBeVisible();
  }, 60_000);

  it('asks for a category when locking, and sends nothing without one', async () => {
    const s = await signedIn(80);
    renderApp('/cards');
    await s.user.click(await newCardButton());
    const dialog = await screen.findByRole('dialog', { name: 'New card' });
    await s.user.click(await within(dialog).findByRole('radio', { name: /531993/ }));
    await s.user.type(within(dialog).getByLabelText('Initial amount (USD)'), '5');
    await s.user.click(within(dialog).getByRole('radio', { name: /Lock to a category/ }));
    await s.user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    expect(await within(dialog).findByText('Choose a category')).toBeInTheDocument();
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  }, 30_000);
});

describe('card presets in the settings', () => {
  it('shows the preset that applies, fills the fields, and saves what the person leaves', async () => {
    const s = await signedIn(100);
    await s.api('PATCH', `/cards/${s.cardId}`, { auto_freeze_at: 0.01 }, s.seed);
    renderApp(`/cards/${s.cardId}`);
    const form = await screen.findByRole('form', { name: 'Card settings' });
    const now = await within(form).findByTestId('preset-now');
    expect(now).toHaveTextContent('Applies now: Single purchase');
    expect(within(form).getByLabelText('Auto-freeze at (USD)')).toHaveValue('0.01');

    await s.user.type(within(form).getByLabelText('Trial price (USD)'), 'abc');
    await s.user.click(within(form).getByRole('button', { name: /Use this preset: Trial guard/ }));
    expect(within(form).getByText(/Enter the trial's price/)).toBeInTheDocument();
    await s.user.clear(within(form).getByLabelText('Trial price (USD)'));
    await s.user.type(within(form).getByLabelText('Trial price (USD)'), '12.50');
    await s.user.click(within(form).getByRole('button', { name: /Use this preset: Trial guard/ }));
    expect(within(form).getByLabelText('Monthly spending limit (USD)')).toHaveValue('12.50');
    expect(now).toHaveTextContent('After saving: Trial guard ($12.50)');

    await s.user.selectOptions(within(form).getByLabelText('Category'), 'gaming');
    expect(within(form).getByText(/Only purchases in Gaming are approved/)).toBeInTheDocument();
    await s.user.click(
      within(form).getByRole('button', { name: /Use this preset: Lock to a category/ }),
    );
    expect(within(form).getByRole('checkbox', { name: 'Gaming' })).toBeChecked();
    // The person still changes a field before saving: the limit becomes 15.
    await s.user.clear(within(form).getByLabelText('Monthly spending limit (USD)'));
    await s.user.type(within(form).getByLabelText('Monthly spending limit (USD)'), '15');
    await s.user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(async () =>
      expect(await patches(s)).toContainEqual(
        expect.objectContaining({
          spending_limit: 15,
          auto_freeze_at: 0.01,
          allowed_categories: ['gaming'],
        }),
      ),
    );
    // The saved card reaches the page in a deferred render (card-detail-page.tsx): wait for it.
    await waitFor(() =>
      expect(screen.getByTestId('preset-now')).toHaveTextContent(
        'Applies now: Trial guard ($15.00) · Locked to Gaming',
      ),
    );
  }, 40_000);
});
