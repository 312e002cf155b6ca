import { DUE_KINDS, type DueKind } from '../../contract/sandbox-tools';
import { CURRENCIES } from './catalogue';
import type { Ctx } from './context';
import { confirmDeposit } from './deposits';
import { canExpire, expireCard, expireCards, expiryDueAt } from './expired-cards';
import type { Account } from './state';
import { expireChallenges } from './three-ds';
import { settleTransaction } from './transactions';
import { transactionIndex } from './transaction-index';

/** An authorization not settled by hand settles this long after it (decision 020). */
export const AUTO_SETTLE_MS = 2 * 24 * 60 * 60 * 1000;

// What falls due, in the order two fire at one instant: declared in the contract (the panel words each).
export { DUE_KINDS, type DueKind };

/** One thing that fell due and fired: its kind, when it fell due, and the record it concerned. */
export type Fired = { kind: DueKind; at: string; id: string | null };

type Due = { kind: DueKind; at: number; id: string | null };

/** A pending deposit's last block lands at createdAt + confirmations × the currency's block time. */
export function depositDueAt(deposit: Account['deposits'][number]): number {
  return (
    Date.parse(deposit.createdAt) +
    deposit.requiredConfirmations * CURRENCIES[deposit.currency].blockMs
  );
}

/** The first instants of the UTC months after `from`, up to and including `to`. */
function monthStarts(from: number, to: number): number[] {
  const out: number[] = [];
  const d = new Date(from);
  let next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  while (next <= to) {
    out.push(next);
    const n = new Date(next);
    next = Date.UTC(n.getUTCFullYear(), n.getUTCMonth() + 1, 1);
  }
  return out;
}

/** Everything of the account due after `from` and at or before `to`, in firing order. */
export function dueBetween(account: Account, from: number, to: number): Due[] {
  const due: Due[] = [];
  for (const c of account.challenges)
    if (c.status === 'pending')
      due.push({ kind: 'challenge_expired', at: Date.parse(c.expiresAt), id: c.id });
  for (const d of account.deposits)
    if (d.status === 'pending')
      due.push({ kind: 'deposit_confirmed', at: depositDueAt(d), id: d.id });
  for (const t of account.transactions)
    if (t.type === 'authorization' && !t.settledAt && t.refundedCents < -t.amountCents)
      due.push({
        kind: 'authorization_settled',
        at: Date.parse(t.createdAt) + AUTO_SETTLE_MS,
        id: t.id,
      });
  for (const c of account.cards)
    if (canExpire(c)) due.push({ kind: 'card_expired', at: expiryDueAt(c), id: c.id });
  for (const at of monthStarts(from, to)) due.push({ kind: 'month_rolled', at, id: null });
  // Overdue items (a deposit seen long ago and never confirmed by hand) are in the list too: they
  // fire first, at `from`. Array.sort is stable, so equal times keep the kinds' order above.
  return due
    .filter((item) => item.at <= to)
    .sort((a, b) => a.at - b.at || DUE_KINDS.indexOf(a.kind) - DUE_KINDS.indexOf(b.kind));
}

/** Still due? A record may have moved on since the list was made (a refund in full, say). */
function stillDue(ctx: Ctx, item: Due): boolean {
  const a = ctx.account;
  switch (item.kind) {
    case 'challenge_expired':
      return a.challenges.some((c) => c.id === item.id && c.status === 'pending');
    case 'deposit_confirmed':
      return a.deposits.some((d) => d.id === item.id && d.status === 'pending');
    case 'authorization_settled': {
      const t = transactionIndex(a).byId.get(item.id!);
      return !!t && !t.settledAt && t.refundedCents < -t.amountCents;
    }
    case 'card_expired': {
      const card = a.cards.find((c) => c.id === item.id);
      return !!card && canExpire(card);
    }
    case 'month_rolled':
      return true;
  }
}

/**
 * Moves ctx.now from where it is to `to`, firing what falls due in time order through the same
 * domain functions the simulator routes call, with ctx.now at each due time (never before where
 * it started), so records, events and their webhooks carry the time they happened at. Firing
 * creates nothing that falls due later, so one list made up front is complete.
 */
export function fireDue(ctx: Ctx, to: number): Fired[] {
  const from = ctx.now;
  const fired: Fired[] = [];
  for (const item of dueBetween(ctx.account, from, to)) {
    if (!stillDue(ctx, item)) continue;
    ctx.now = Math.max(from, item.at);
    if (item.kind === 'challenge_expired') expireChallenges(ctx);
    else if (item.kind === 'deposit_confirmed') confirmDeposit(ctx, item.id!);
    else if (item.kind === 'authorization_settled') settleTransaction(ctx, item.id!);
    else if (item.kind === 'card_expired') expireCard(ctx, item.id!);
    // month_rolled changes no record: spend "this month" is computed from ctx.now (spending.ts).
    fired.push({ kind: item.kind, at: new Date(ctx.now).toISOString(), id: item.id });
  }
  ctx.now = Math.max(from, to);
  return fired;
}

/**
 * What real time passing brings, before every request (http/pipeline.ts): challenges past their
 * 5 minutes declined, cards past their expiry month ended. The clock advance fires the same.
 */
export function fireRealTimeDue(ctx: Ctx) {
  expireChallenges(ctx);
  expireCards(ctx);
}
