import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The panel and the page load before the tests: cold, under load, the first test's 5 s wait ran
// out while they loaded (the later tests passed only because they found them loaded).
preloadLazy({ pages: ['overview'], parts: [sandboxPanel] });

const netflix = { name: 'Netflix', category: 'entertainment', mcc: '4899', country: 'NL' };

/** Signed in with a funded card and one $10 purchase, the sandbox panel open. */
async function withPurchase() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(200);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
  const auth = (await sandbox.api(
    'POST',
    '/sandbox/purchases',
    { card_id: cardId, amount: 10, merchant: netflix },
    seed,
  )) as { id: string };
  return { sandbox, seed, cardId, auth };
}
async function openPanel() {
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
  return { user, panel, section: within(panel).getByRole('region', { name: 'Settle or refund' }) };
}
const refundCalls = (requests: Request[]) => requests.filter((r) => r.url.endsWith('/refund'));

describe('sandbox panel: settle or refund (issue #29)', () => {
  it('refuses an over-refund before sending, inside the panel, not in a toast', async () => {
    const { sandbox, seed } = await withPurchase();
    sessionStore.signIn(seed);
    const { user, section } = await openPanel();
    await user.type(await within(section).findByLabelText(/Refund amount/), '25');
    await user.click(within(section).getByRole('button', { name: /^Refund / }));
    expect(await within(section).findByText('At most $10.00 can be refunded.')).toBeVisible();
    expect(within(section).getByLabelText(/Refund amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(refundCalls(sandbox.requests)).toHaveLength(0);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it("shows the service's refusal, then a success clears it and the row says what is left", async () => {
    const { sandbox, seed, auth } = await withPurchase();
    sessionStore.signIn(seed);
    const { user, section } = await openPanel();
    const field = await within(section).findByLabelText(/Refund amount/);
    // Refunded elsewhere meanwhile: the row still believes $10 can go back, the service refuses.
    await sandbox.api('POST', `/sandbox/transactions/${auth.id}/refund`, { amount: 6 }, seed);
    await user.type(field, '5');
    await user.click(within(section).getByRole('button', { name: /^Refund / }));
    const said = await within(section).findByText(/At most \$4\.00 of this purchase/);
    expect(said.textContent).not.toMatch(/txn_/);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(within(section).getByText(/refunded \$6\.00, \$4\.00 left/)).toBeVisible();

    await user.clear(within(section).getByLabelText(/Refund amount/));
    await user.type(within(section).getByLabelText(/Refund amount/), '1.50');
    await user.click(within(section).getByRole('button', { name: /^Refund / }));
    expect(await within(section).findByText('Refunded $1.50.')).toBeVisible();
    expect(within(section).queryByText(/At most/)).not.toBeInTheDocument();
    expect(await within(section).findByText(/refunded \$7\.50, \$2\.50 left/)).toBeVisible();
  });

  it('a settled purchase offers no Settle; refunded in full, it offers nothing', async () => {
    const { seed, auth, sandbox } = await withPurchase();
    await sandbox.api('POST', `/sandbox/transactions/${auth.id}/settle`, undefined, seed);
    await sandbox.api('POST', `/sandbox/transactions/${auth.id}/refund`, { amount: 4 }, seed);
    sessionStore.signIn(seed);
    const { user, section } = await openPanel();
    expect(
      await within(section).findByText(/Settled · refunded \$4\.00, \$6\.00 left/),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Settle / })).not.toBeInTheDocument();
    // Empty: the rest.
    await user.click(within(section).getByRole('button', { name: /^Refund / }));
    expect(await within(section).findByText('Refunded $6.00.')).toBeVisible();
    expect(await within(section).findByText('Settled · refunded in full')).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
    expect(within(section).queryByLabelText(/Refund amount/)).not.toBeInTheDocument();
  });

  it('tells two pending "Netflix · $49.90" checks apart in the checkout list', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(200);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 150 }, seed);
    const ask = { card_id: cardId, amount: 49.9, merchant: netflix, three_ds: true };
    await sandbox.api('POST', '/sandbox/purchases', ask, seed);
    await sandbox.api('POST', '/sandbox/purchases', ask, seed);
    sessionStore.signIn(seed);
    const { panel } = await openPanel();
    const checkout = within(panel).getByRole('region', { name: 'Merchant checkout (3-D Secure)' });
    const select = await within(checkout).findByLabelText('Purchase');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    const [one, two] = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(one).toMatch(/^Netflix · \$49\.90 · •••• \d{4}/);
    expect(one).not.toBe(two);
  });
});
