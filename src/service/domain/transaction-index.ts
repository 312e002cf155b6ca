import { compareText } from '../runtime';
import type { Account, TransactionRecord } from './state';

/**
 * What the sandbox looks up in an account's transactions, kept beside them so that listing a page,
 * finding one by id and a card's spend this month do not walk the whole history (issue #35,
 * decision 005: a purchase cost 27× more CPU and the first page 41× more with 100,000 transactions
 * than with 100). The state stays plain arrays (what the stores and snapshots read and write);
 * the index is derived from them and is never stored.
 *
 * Transactions are only ever appended, and a transaction's id, card, type, amount, time and
 * authorization never change after it is recorded (a refund or settlement changes `refundedCents`
 * and `settledAt`, which nothing here reads). So the index follows the array by indexing what was
 * appended since it last looked; an array it does not know (a state loaded, restored or reset)
 * gets an index of its own, and one that was cut or rewritten is indexed again from the start.
 */
type Index = {
  indexed: number;
  last: TransactionRecord | undefined;
  byId: Map<string, TransactionRecord>;
  /** Settlements and refunds by the authorization they belong to, in the order recorded. */
  followUps: Map<string, TransactionRecord[]>;
  /** Each card's transactions, in the order recorded. */
  byCard: Map<string, TransactionRecord[]>;
  /** Each card's net spend (authorizations less refunds) by the UTC month it happened in. */
  spendByMonth: Map<string, Map<number, number>>;
  /** Every transaction's time is at or after the one recorded before it. */
  inTimeOrder: boolean;
};

const indexes = new WeakMap<TransactionRecord[], Index>();

export const monthStartUtc = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

const listIn = <K, V>(map: Map<K, V[]>, key: K) => {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
};

function add(index: Index, t: TransactionRecord) {
  if (index.last && compareText(t.createdAt, index.last.createdAt) < 0) index.inTimeOrder = false;
  index.byId.set(t.id, t);
  if (t.authorizationId) listIn(index.followUps, t.authorizationId).push(t);
  listIn(index.byCard, t.cardId).push(t);
  // Authorizations are negative, refunds positive: spend is the opposite of both.
  const delta = t.type === 'authorization' || t.type === 'refund' ? -t.amountCents : 0;
  if (delta) {
    let months = index.spendByMonth.get(t.cardId);
    if (!months) index.spendByMonth.set(t.cardId, (months = new Map()));
    const month = monthStartUtc(Date.parse(t.createdAt));
    months.set(month, (months.get(month) ?? 0) + delta);
  }
  index.last = t;
  index.indexed += 1;
}

/** The account's transaction index, brought up to date with what was appended. */
export function transactionIndex(account: Account): Readonly<Index> {
  const source = account.transactions;
  let index = indexes.get(source);
  if (!index || index.indexed > source.length || source[index.indexed - 1] !== index.last) {
    index = {
      indexed: 0,
      last: undefined,
      byId: new Map(),
      followUps: new Map(),
      byCard: new Map(),
      spendByMonth: new Map(),
      inTimeOrder: true,
    };
    indexes.set(source, index);
  }
  while (index.indexed < source.length) add(index, source[index.indexed]!);
  return index;
}

/** Net spend (authorizations less refunds) of a card from the start of the UTC month of `now`. */
export function spentSinceMonthStart(account: Account, cardId: string, now: number): number {
  const from = monthStartUtc(now);
  let total = 0;
  for (const [month, cents] of transactionIndex(account).spendByMonth.get(cardId) ?? [])
    if (month >= from) total += cents;
  return total;
}
