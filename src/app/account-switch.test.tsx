import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { switchOn, twoAccounts, type Prepare } from '../test/account-switch';
import { allowNotifications } from '../test/notifications';
import { preloadLazy } from '../test/preload';

preloadLazy({
  pages: [
    'overview',
    'cards',
    'cardDetail',
    'transactions',
    'threeDs',
    'deposits',
    'webhooks',
    'settings',
  ],
});

let undo: () => void = () => undefined;
afterEach(() => undo());

/** What each account shows: its card's label, a purchase and a 3-D Secure code waiting at its
 * merchant, and a webhook, all named after the account. */
const prepare: Prepare = async (sandbox, { seed, cardId }, name) => {
  await sandbox.api('PATCH', `/cards/${cardId}`, { label: `${name} card` }, seed);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 20 }, seed);
  const merchant = (shop: string) => ({
    name: shop,
    category: 'ecommerce',
    mcc: '5999',
    country: 'DE',
  });
  const buy = { card_id: cardId, amount: 3 };
  await sandbox.api(
    'POST',
    '/sandbox/purchases',
    { ...buy, merchant: merchant(`${name} Bakery`) },
    seed,
  );
  await sandbox.api(
    'POST',
    '/sandbox/purchases',
    { ...buy, three_ds: true, merchant: merchant(`${name} Books`) },
    seed,
  );
  const url = `https://${name.toLowerCase()}.example.com/hooks`;
  await sandbox.api('POST', '/webhooks', { url, events: ['*'] }, seed);
};

const shows = (text: string) => () => screen.findAllByText(text, { exact: false });
const gone = (text: string) =>
  expect(screen.queryAllByText(text, { exact: false }), `${text} still shown`).toEqual([]);

/** Issue #48 item 5: after a switch, each account-scoped page shows only the new account's data. */
describe('after switching accounts', () => {
  it('the overview shows only the new account’s cards', async () => {
    const accounts = await twoAccounts(prepare);
    await switchOn(paths.overview, accounts, shows('First card'), shows('Second card'));
    gone('First card');
  });

  it('the card list shows only the new account’s cards', async () => {
    const accounts = await twoAccounts(prepare);
    await switchOn(paths.cards, accounts, shows('First card'), shows('Second card'));
    gone('First card');
  });

  it('the card page shows the new account’s card', async () => {
    const accounts = await twoAccounts(prepare);
    const card = ({ cardId }: { cardId: string }) => paths.card(cardId);
    await switchOn(card, accounts, shows('First Bakery'), shows('Second Bakery'));
    gone('First card');
    gone('First Bakery');
  });

  it('the activity shows only the new account’s purchases', async () => {
    const accounts = await twoAccounts(prepare);
    await switchOn(paths.transactions(), accounts, shows('First Bakery'), shows('Second Bakery'));
    gone('First Bakery');
    gone('First card');
  });

  it('3-D Secure shows only the new account’s codes', async () => {
    const accounts = await twoAccounts(prepare);
    await switchOn(paths.threeDs, accounts, shows('First Books'), shows('Second Books'));
    gone('First Books');
  });

  it('the deposits show only the new account’s deposits', async () => {
    const accounts = await twoAccounts(prepare);
    await switchOn(paths.deposits, accounts, shows('$51.00'), shows('$81.00'));
    gone('$51.00');
  });

  it('Settings says the alerts turned on for the first account do not reach the second', async () => {
    undo = allowNotifications();
    const accounts = await twoAccounts(prepare);
    const on = 'Alerts are on for this device. To change the choice, turn them off and on again.';
    const turnOn = async () => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
      await screen.findByText(on);
    };
    await switchOn(paths.settings, accounts, turnOn, () =>
      screen.findByText(/The webhook these alerts use is not in this account/),
    );
    gone(on);
  });

  it('the webhooks list only the new account’s endpoints', async () => {
    const accounts = await twoAccounts(prepare);
    const list = () => screen.findByRole('list', { name: 'Webhook endpoints' });
    await switchOn(
      paths.webhooks,
      accounts,
      async () => within(await list()).findByText('https://first.example.com/hooks'),
      async () => within(await list()).findByText('https://second.example.com/hooks'),
    );
    gone('https://first.example.com/hooks');
  });
});
