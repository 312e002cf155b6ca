// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountView, call, fundedAccount, startApi, type Api } from '../../test/api-process';

const STATE = ['/cards', '/transactions', '/wallet/balance', '/wallet/deposits', '/3ds'];
const merchant = (name: string) => ({ name, category: 'ecommerce', mcc: '5999', country: 'US' });

/** The `n`th curl example (from 0) of docs/api.md's section under `heading`. */
function example(heading: string, n: number) {
  const doc = readFileSync('docs/api.md', 'utf8');
  const section = doc.slice(doc.indexOf(heading), doc.indexOf('\n### ', doc.indexOf(heading) + 1));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)][n]![1]!;
}

/** Issue #50 item 6 over real HTTP (decision 040): triggers with data, forced outcomes. */
describe('triggers with data and forced outcomes (npm run api)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  afterAll(() => api.stop());

  it('authorizes on the caller’s card as asked, answering the ids made and the money moved', async () => {
    const { seed, cardId } = await fundedAccount(api.base, 200);
    const made = await call(api.base, 'POST', '/sandbox/events/transaction.authorized/trigger', {
      seed,
      body: { card_id: cardId, amount: 12.5, merchant: 'Acme Tools' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      type: 'transaction.authorized',
      card_id: cardId,
      deposit_id: null,
      challenge_id: null,
      created: { cards: [], deposits: [], challenges: [] },
    });
    expect(made.body.created.transactions).toEqual([made.body.transaction_id]);
    const txn = await call(api.base, 'GET', `/transactions/${made.body.transaction_id}`, { seed });
    expect(txn.body).toMatchObject({ card_id: cardId, amount: -12.5, type: 'authorization' });
    expect(txn.body.merchant.name).toBe('Acme Tools');
    // The card held nothing: $12.50 moved from the wallet onto it, then was spent.
    expect(made.body.wallet_after).toBe(made.body.wallet_before - 12.5);
    expect(made.body.card_balances).toEqual([]);
    const wallet = await call(api.base, 'GET', '/wallet/balance', { seed });
    expect(wallet.body.balance).toBe(made.body.wallet_after);
  }, 30_000);

  it('declines with the reason asked for, in the trigger and by a reserved merchant name', async () => {
    const { seed, cardId } = await fundedAccount(api.base, 200);
    await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 50 } });
    const made = await call(api.base, 'POST', '/sandbox/events/transaction.declined/trigger', {
      seed,
      body: { card_id: cardId, amount: 3, decline_reason: 'exceeds_bin_monthly_limit' },
    });
    expect(made.status).toBe(201);
    const txn = await call(api.base, 'GET', `/transactions/${made.body.transaction_id}`, { seed });
    expect(txn.body).toMatchObject({ type: 'decline', decline_code: 'exceeds_bin_monthly_limit' });

    const forced = await call(api.base, 'POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 1, merchant: merchant('sandbox:decline:card_frozen') },
    });
    expect(forced.status).toBe(201);
    expect(forced.body).toMatchObject({ type: 'decline', decline_code: 'card_frozen' });
    const asked = await call(api.base, 'POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 1, merchant: merchant('sandbox:3ds') },
    });
    expect(asked.body).toMatchObject({ status: 'pending' });
    expect(asked.body.id).toMatch(/^3ds_/);
  }, 30_000);

  it('refuses bad data with a 4xx in the error shape, changing nothing', async () => {
    const { seed, cardId } = await fundedAccount(api.base, 200);
    const other = await fundedAccount(api.base, 50);
    const before = await accountView(api.base, seed, STATE);
    const cases: Array<[string, unknown, number, string]> = [
      ['transaction.authorized', { card_id: 'card_0000000000000000' }, 404, 'card_not_found'],
      ['transaction.authorized', { card_id: other.cardId }, 404, 'card_not_found'],
      ['transaction.authorized', { amount: 5000.01 }, 400, 'invalid_amount'],
      ['transaction.declined', { decline_reason: 'bad_luck' }, 400, 'invalid_request'],
      ['deposit.pending', { card_id: cardId }, 400, 'invalid_request'],
      ['transaction.settled', { merchant: 'sandbox:decline:card_frozen' }, 409, 'invalid_state'],
    ];
    for (const [type, body, status, error] of cases) {
      const refused = await call(api.base, 'POST', `/sandbox/events/${type}/trigger`, {
        seed,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body).toMatchObject({ error, code: status });
      expect(refused.body.request_id).toMatch(/^req_/);
    }
    expect(await accountView(api.base, seed, STATE)).toEqual(before);
  }, 30_000);

  it('docs/api.md: the trigger-with-data and the forced-decline examples run as written', async () => {
    const { seed, cardId } = await fundedAccount(api.base, 200);
    const run = async (script: string) =>
      JSON.parse(
        (
          await promisify(execFile)('bash', ['-euc', script], {
            env: { ...process.env, API: api.base, SEED: seed, CARD_ID: cardId },
          })
        ).stdout,
      );
    const declined = await run(example('### `POST /sandbox/events/{type}/trigger`', 1));
    const txn = await call(api.base, 'GET', `/transactions/${declined.transaction_id}`, { seed });
    expect(txn.body.decline_code).toBe('exceeds_spending_limit');
    const forced = await run(example('### `POST /sandbox/purchases`', 0));
    expect(forced).toMatchObject({ type: 'decline', decline_code: 'insufficient_card_balance' });
  }, 30_000);
});
