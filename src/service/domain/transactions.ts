import { centsText } from '../../contract/money';
import { compareText } from '../runtime';
import { changed, emit, id, iso, walletChanged, type Ctx } from './context';
import { fail } from './errors';
import { assertRoomFor } from './money-ceiling';
import type { CardRecord, TransactionRecord } from './state';
import { pageOf, paginate } from './paginate';
import { transactionIndex } from './transaction-index';

/** Records a transaction on the card (its balance after is the card's balance now). */
export function record(
  ctx: Ctx,
  card: CardRecord,
  fields: Partial<TransactionRecord> &
    Pick<TransactionRecord, 'type' | 'amountCents' | 'merchant' | 'currency'>,
) {
  const txn: TransactionRecord = {
    id: id(ctx, 'txn'),
    cardId: card.id,
    balanceAfterCents: card.balanceCents,
    createdAt: iso(ctx.now),
    authorizationId: null,
    declineCode: null,
    challengeId: null,
    threeDsStatus: 'not_required',
    settledAt: null,
    refundedCents: 0,
    ...fields,
  };
  ctx.account.transactions.push(txn);
  card.transactionCount += 1;
  changed(ctx, 'transactions', txn);
  changed(ctx, 'cards', card);
  return txn;
}

/** A settlement or refund of an authorization: same merchant, currency and 3DS facts. */
function followUp(
  ctx: Ctx,
  card: CardRecord,
  auth: TransactionRecord,
  type: 'settlement' | 'refund',
  amountCents: number,
) {
  return record(ctx, card, {
    type,
    amountCents,
    currency: auth.currency,
    merchant: auth.merchant,
    authorizationId: auth.id,
    challengeId: auth.challengeId,
    threeDsStatus: auth.threeDsStatus,
  });
}

export function getTransaction(ctx: Ctx, txnId: string) {
  return (
    transactionIndex(ctx.account).byId.get(txnId) ??
    fail('transaction_not_found', `No transaction ${txnId}.`)
  );
}

export function settleTransaction(ctx: Ctx, txnId: string) {
  const auth = getTransaction(ctx, txnId);
  if (auth.type !== 'authorization')
    fail('invalid_state', `Only a purchase can be settled; this is a ${auth.type}.`);
  if (auth.settledAt) fail('invalid_state', 'This purchase is already settled.');
  if (auth.refundedCents >= -auth.amountCents)
    fail('invalid_state', 'This purchase was already refunded in full.');
  const card = ctx.account.cards.find((c) => c.id === auth.cardId)!;
  auth.settledAt = iso(ctx.now);
  changed(ctx, 'transactions', auth);
  // Settlement makes the hold final; the money already left the card at authorization.
  const txn = followUp(ctx, card, auth, 'settlement', auth.amountCents + auth.refundedCents);
  emit(ctx, { type: 'transaction.settled', transaction: txn });
  return txn;
}

export function refundTransaction(ctx: Ctx, txnId: string, amountCents?: number) {
  const auth = getTransaction(ctx, txnId);
  if (auth.type !== 'authorization')
    fail('invalid_state', `Only a purchase can be refunded; this is a ${auth.type}.`);
  const refundable = -auth.amountCents - auth.refundedCents;
  if (refundable <= 0) fail('invalid_state', 'This purchase was already refunded in full.');
  const amount = amountCents ?? refundable;
  if (amount > refundable)
    fail(
      'invalid_amount',
      `At most $${centsText(refundable)} of this purchase can still be refunded.`,
    );
  assertRoomFor(ctx.account, amount, 'This refund');
  const card = ctx.account.cards.find((c) => c.id === auth.cardId)!;
  auth.refundedCents += amount;
  card.totalSpentCents -= amount;
  // A refund to a terminated card goes to the wallet: the card can hold nothing any more.
  if (card.status === 'terminated') ctx.account.walletCents += amount;
  else card.balanceCents += amount;
  changed(ctx, 'transactions', auth);
  changed(ctx, 'cards', card);
  walletChanged(ctx);
  const txn = followUp(ctx, card, auth, 'refund', amount);
  emit(ctx, { type: 'transaction.refunded', transaction: txn });
  return txn;
}

export type TransactionQuery = {
  card_id?: string | undefined;
  type?: TransactionRecord['type'] | undefined;
  from?: number | undefined;
  to?: number | undefined;
  merchant?: string | undefined;
  min_amount?: number | undefined;
  max_amount?: number | undefined;
  page: number;
  per_page: number;
};

/** min_amount and max_amount compare with the amount's absolute value (spends are negative). */
export function listTransactions(ctx: Ctx, q: TransactionQuery) {
  const merchant = q.merchant?.toLowerCase();
  const dated = q.from !== undefined || q.to !== undefined;
  const matches = (t: TransactionRecord) => {
    const at = dated ? Date.parse(t.createdAt) : 0;
    const abs = Math.abs(t.amountCents);
    return (
      (!q.card_id || t.cardId === q.card_id) &&
      (!q.type || t.type === q.type) &&
      (q.from === undefined || at >= q.from) &&
      (q.to === undefined || at <= q.to) &&
      (!merchant || t.merchant.name.toLowerCase().includes(merchant)) &&
      (q.min_amount === undefined || abs >= q.min_amount) &&
      (q.max_amount === undefined || abs <= q.max_amount)
    );
  };
  const index = transactionIndex(ctx.account);
  // Newest first; among equal times, the later recorded first. Records are almost always kept in
  // time order, and then a page is read from the end of the card's or account's list without
  // copying or sorting it (issue #35): the first page costs the same at 100 and 100,000.
  if (index.inTimeOrder) {
    const rows = q.card_id ? (index.byCard.get(q.card_id) ?? []) : ctx.account.transactions;
    return pageFromEnd(rows, filtered(q) ? matches : undefined, q);
  }
  const rows = ctx.account.transactions.filter(matches).reverse();
  rows.sort((a, b) => compareText(b.createdAt, a.createdAt));
  return paginate(rows, q.page, q.per_page);
}

/** Any filter other than the card (which picks the card's own list). */
const filtered = (q: TransactionQuery) =>
  q.type !== undefined ||
  q.from !== undefined ||
  q.to !== undefined ||
  !!q.merchant ||
  q.min_amount !== undefined ||
  q.max_amount !== undefined;

/** One page of `rows` read newest first; with `matches`, of the rows it keeps (counted in one pass). */
function pageFromEnd(
  rows: TransactionRecord[],
  matches: ((t: TransactionRecord) => boolean) | undefined,
  q: TransactionQuery,
) {
  const start = (q.page - 1) * q.per_page;
  if (!matches) {
    const end = Math.max(0, rows.length - start);
    const page = rows.slice(Math.max(0, end - q.per_page), end).reverse();
    return pageOf(page, q.page, q.per_page, rows.length);
  }
  const page: TransactionRecord[] = [];
  let total = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    const t = rows[i]!;
    if (!matches(t)) continue;
    if (total >= start && page.length < q.per_page) page.push(t);
    total += 1;
  }
  return pageOf(page, q.page, q.per_page, total);
}
