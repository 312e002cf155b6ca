import { beforeEach, describe, expect, it } from 'vitest';
import { fetchAllTransactions } from '../../api/transactions';
import { sessionStore } from '../../lib/session';
import { monthBounds } from '../../lib/month-bounds';
import { setupTestSandbox } from '../../test/sandbox';
import { loadStatement } from './statement-data';
import type { Statement } from './statement-model';

const ZONE = 'America/New_York';
type Sandbox = ReturnType<typeof setupTestSandbox>;

const clockNow = async (sandbox: Sandbox, seed: string) =>
  Date.parse(
    ((await sandbox.api('GET', '/sandbox/clock', undefined, seed)) as { now: string }).now,
  );

const lines = (s: Statement) => s.movements.reduce((n, m) => n + m.cents, 0);

/** Opening + every line = closing; the kinds' totals are the lines; categories are the spend. */
function expectReconciled(s: Statement) {
  expect(s.openingCents + lines(s)).toBe(s.closingCents);
  expect(Object.values(s.totals).reduce((a, b) => a + b, 0)).toBe(lines(s));
  expect(s.categories.reduce((n, c) => n + c.cents, 0)).toBe(s.spentCents);
  expect(s.spentCents + s.totals.purchase + s.totals.refund).toBe(0);
}

/**
 * Issue #51 item 5 on real sandbox data (decision 045): a busy month (random_seed 7, the same
 * 203 transactions every run), the clock moved to the first instant of the next month in the
 * person's zone, the balances read there, then more money moved — the last month's statements
 * must close on the balances read at its end, and the new month's open on them.
 */
describe('statements on a busy month', () => {
  beforeEach(() => sessionStore.signOut());

  it('reconcile with the wallet, the cards and the transactions', async () => {
    const sandbox = setupTestSandbox({ start: Date.parse('2026-11-20T15:00:00.000Z') });
    const made = (await sandbox.api('POST', '/sandbox/scenarios/busy-month/accounts', {
      random_seed: 7,
    })) as { seed: string };
    const seed = made.seed;
    sessionStore.signIn(seed);
    const november = monthBounds(await clockNow(sandbox, seed), ZONE);
    await sandbox.api(
      'POST',
      '/sandbox/clock/advance',
      { to: new Date(november.end).toISOString() },
      seed,
    );
    // The balances at the month's end, as the service says them.
    const wallet = (await sandbox.api('GET', '/wallet/balance', undefined, seed)) as {
      balance: number;
      cards_total_balance: number;
    };
    const totalAtEnd = Math.round((wallet.balance + wallet.cards_total_balance) * 100);
    const cards = (await sandbox.api('GET', '/cards', undefined, seed)) as {
      data: Array<{ id: string; balance: number; label: string }>;
    };
    const cardAtEnd = new Map(cards.data.map((c) => [c.id, Math.round(c.balance * 100)]));
    // December: a purchase, its refund in part, a top-up, a withdrawal, a deposit confirmed.
    const everyday = cards.data.find((c) => c.label === 'My first card')!.id;
    await sandbox.api('POST', '/sandbox/clock/advance', { seconds: 3600 }, seed);
    await sandbox.api('POST', `/cards/${everyday}/fund`, { amount: 20 }, seed);
    const bought = (await sandbox.api(
      'POST',
      '/sandbox/purchases',
      { card_id: everyday, amount: 7.25 },
      seed,
    )) as { id: string };
    await sandbox.api('POST', `/sandbox/transactions/${bought.id}/refund`, { amount: 2 }, seed);
    await sandbox.api('POST', `/cards/${everyday}/withdraw`, { amount: 5 }, seed);
    await sandbox.api('POST', '/sandbox/deposits', { currency: 'btc', amount_usd: 100 }, seed);
    await sandbox.api('POST', '/sandbox/clock/advance', { seconds: 3 * 3600 }, seed);
    const now = await clockNow(sandbox, seed);
    const december = monthBounds(now, ZONE);

    const account = (await loadStatement({ kind: 'account' }, november, now)).statement;
    expectReconciled(account);
    expect(account.closingCents).toBe(totalAtEnd);
    expect(account.movements.length).toBeGreaterThan(40); // the scenario began in October
    // Purchases as the list says them, added up apart from the model.
    const all = await fetchAllTransactions({});
    const inNovember = all.filter((t) => {
      const at = Date.parse(t.created_at);
      return at >= november.start && at < november.end && t.type === 'authorization';
    });
    expect(account.totals.purchase).toBe(inNovember.reduce((n, t) => n + t.amount, 0));
    expect(account.totals.purchase).toBeLessThan(0);

    const next = (await loadStatement({ kind: 'account' }, december, now)).statement;
    expectReconciled(next);
    expect(next.openingCents).toBe(totalAtEnd);
    expect(next.totals.purchase).toBe(-725);
    expect(next.totals.refund).toBe(200);
    expect(next.totals.deposit + next.totals.fee).toBeGreaterThan(0);
    expect(next.totals.fee).toBeLessThan(0);

    let cardPurchases = 0;
    for (const [cardId, balance] of cardAtEnd) {
      const card = (await loadStatement({ kind: 'card', cardId }, november, now)).statement;
      expectReconciled(card);
      expect(card.closingCents, cardId).toBe(balance);
      cardPurchases += card.totals.purchase;
      const later = (await loadStatement({ kind: 'card', cardId }, december, now)).statement;
      expect(later.openingCents, cardId).toBe(balance);
    }
    expect(cardPurchases).toBe(account.totals.purchase);
    const dec = (await loadStatement({ kind: 'card', cardId: everyday }, december, now)).statement;
    expect(dec.totals.moved_in + dec.totals.moved_out).toBe(1500);
    expect(dec.closingCents).toBe(cardAtEnd.get(everyday)! + 1500 - 725 + 200);
  }, 60_000);
});
