import { describe, expect, it } from 'vitest';
import { compareText, seededRandom, randomInt } from '../runtime';
import type { Ctx } from './context';
import { paginate } from './paginate';
import type { Account, TransactionRecord } from './state';
import { spentThisMonthCents } from './spending';
import { transactionIndex } from './transaction-index';
import { getTransaction, listTransactions, type TransactionQuery } from './transactions';

const random = seededRandom(7);
const pick = (n: number) => randomInt(random, n);
const DAY = 86_400_000;
const START = Date.parse('2026-06-01T00:00:00.000Z');

/** A history over five months, on three cards, with refunds and settlements of earlier purchases. */
function history(count: number, shuffled = false): TransactionRecord[] {
  const rows: TransactionRecord[] = [];
  for (let i = 0; i < count; i++) {
    const auths = rows.filter((r) => r.type === 'authorization');
    const drawn = (['authorization', 'authorization', 'decline', 'refund', 'settlement'] as const)[
      pick(5)
    ]!;
    const follows = drawn === 'refund' || drawn === 'settlement';
    const parent = follows && auths.length ? auths[pick(auths.length)]! : null;
    const type = follows && !parent ? 'authorization' : drawn;
    const at = START + (shuffled ? pick(150) : Math.floor((i * 150) / count)) * DAY;
    rows.push({
      id: `txn_${i}`,
      cardId: parent?.cardId ?? `card_${pick(3)}`,
      type,
      amountCents: type === 'refund' ? 1 + pick(500) : -(1 + pick(5000)),
      currency: 'USD',
      merchant: {
        name: ['Tesco', 'Netflix', 'Uber'][pick(3)]!,
        category: 'ecommerce',
        mcc: '5999',
        country: 'GB',
      },
      balanceAfterCents: 0,
      createdAt: new Date(at).toISOString(),
      authorizationId: parent?.id ?? null,
      declineCode: null,
      challengeId: null,
      threeDsStatus: 'not_required',
      settledAt: null,
      refundedCents: 0,
    });
  }
  return rows;
}

const account = (transactions: TransactionRecord[]) => ({ transactions }) as unknown as Account;
const ctxOf = (a: Account) => ({ account: a }) as unknown as Ctx;

/** What the sandbox answered before the index: filter everything, newest first, then cut a page. */
function walked(a: Account, q: TransactionQuery) {
  const merchant = q.merchant?.toLowerCase();
  const rows = a.transactions
    .filter(
      (t) =>
        (!q.card_id || t.cardId === q.card_id) &&
        (!q.type || t.type === q.type) &&
        (q.from === undefined || Date.parse(t.createdAt) >= q.from) &&
        (!merchant || t.merchant.name.toLowerCase().includes(merchant)) &&
        (q.min_amount === undefined || Math.abs(t.amountCents) >= q.min_amount),
    )
    .reverse()
    .sort((x, y) => compareText(y.createdAt, x.createdAt));
  return paginate(rows, q.page, q.per_page);
}

function walkedSpend(a: Account, cardId: string, now: number) {
  const d = new Date(now);
  const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  let total = 0;
  for (const t of a.transactions) {
    if (t.cardId !== cardId || Date.parse(t.createdAt) < from) continue;
    if (t.type === 'authorization') total -= t.amountCents;
    else if (t.type === 'refund') total -= t.amountCents;
  }
  return total;
}

const queries = (): TransactionQuery[] => [
  { page: 1, per_page: 50 },
  { page: 3, per_page: 7 },
  { page: 40, per_page: 50 },
  { card_id: 'card_1', page: 1, per_page: 10 },
  { card_id: 'card_2', page: 2, per_page: 25 },
  { card_id: 'card_9', page: 1, per_page: 10 },
  { type: 'refund', page: 1, per_page: 20 },
  { card_id: 'card_0', merchant: 'NET', page: 2, per_page: 5 },
  { from: START + 60 * DAY, min_amount: 2500, page: 1, per_page: 30 },
];

describe('the transaction index answers what walking the history answered', () => {
  for (const shuffled of [false, true]) {
    it(`pages, lookups and spend, records ${shuffled ? 'out of' : 'in'} time order, as they grow`, () => {
      const all = history(600, shuffled);
      const a = account(all.slice(0, 300));
      const check = () => {
        for (const q of queries()) expect(listTransactions(ctxOf(a), q)).toEqual(walked(a, q));
        for (const now of [START, START + 40 * DAY, START + 149 * DAY, START + 400 * DAY])
          for (const card of ['card_0', 'card_1', 'card_2', 'card_9'])
            expect(spentThisMonthCents(a, card, now)).toBe(walkedSpend(a, card, now));
        const t = a.transactions[pick(a.transactions.length)]!;
        expect(getTransaction(ctxOf(a), t.id)).toBe(t);
      };
      check();
      // Appended after the index was made: it follows without starting again.
      a.transactions.push(...all.slice(300));
      check();
      expect(transactionIndex(a).inTimeOrder).toBe(!shuffled);
    });
  }

  it('indexes again an array that was replaced, cut or rewritten', () => {
    const all = history(100);
    const a = account(all.slice());
    expect(transactionIndex(a).byId.size).toBe(100);
    a.transactions = all.slice(0, 40);
    expect(transactionIndex(a).byId.has('txn_50')).toBe(false);
    a.transactions.length = 10;
    a.transactions.push(...all.slice(60, 70));
    expect(transactionIndex(a).byId.has('txn_20')).toBe(false);
    expect(transactionIndex(a).byId.has('txn_65')).toBe(true);
    expect(() => getTransaction(ctxOf(a), 'txn_20')).toThrow();
  });
});
