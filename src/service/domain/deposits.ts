import { txHash } from './addresses';
import { compareText } from '../runtime';
import { expiryFrom, isExpiredAt } from './card-expiry';
import { CURRENCIES, cryptoAmount, type DepositCurrency } from './catalogue';
import { changed, emit, id, iso, walletChanged, type Ctx } from './context';
import { fail } from './errors';
import { assertBalanceRoom, assertRoomFor, creditOf } from './money-ceiling';
import { paginate } from './paginate';
import type { DepositRecord } from './state';

export function listDeposits(
  ctx: Ctx,
  q: {
    status?: DepositRecord['status'] | undefined;
    currency?: string | undefined;
    page: number;
    per_page: number;
  },
) {
  const currency = q.currency?.toLowerCase();
  const rows = ctx.account.deposits
    .filter((d) => (!q.status || d.status === q.status) && (!currency || d.currency === currency))
    .reverse()
    .sort((a, b) => compareText(b.createdAt, a.createdAt));
  return paginate(rows, q.page, q.per_page);
}

function getDeposit(ctx: Ctx, depositId: string) {
  return (
    ctx.account.deposits.find((d) => d.id === depositId) ??
    fail('deposit_not_found', `No deposit ${depositId}.`)
  );
}

/**
 * A pending deposit gains confirmations as sandbox blocks pass, up to one short of what is
 * required: the last one comes with the simulator's confirm (or never, if it expires). Derived
 * from the time when read, so the passing of time writes nothing.
 */
export function confirmationsOf(d: DepositRecord, now: number): number {
  if (d.status !== 'pending') return d.confirmations;
  const blocks = Math.floor((now - Date.parse(d.createdAt)) / CURRENCIES[d.currency].blockMs);
  return Math.max(d.confirmations, Math.min(d.requiredConfirmations - 1, blocks));
}

/** Simulator: a deposit is seen on chain (pending, 0 confirmations). */
export function simulateDeposit(ctx: Ctx, currency: DepositCurrency, amountUsdCents: number) {
  const info = CURRENCIES[currency];
  const crypto = cryptoAmount(currency, amountUsdCents);
  const belowMinimum = crypto.units < info.minUnits;
  const feeCents = Math.min(info.feeCents, amountUsdCents);
  // Its credit is counted from now on: a confirm (by hand or on the clock) never passes the ceiling.
  if (!belowMinimum) assertRoomFor(ctx.account, amountUsdCents - feeCents, 'This deposit');
  const deposit: DepositRecord = {
    id: id(ctx, 'dep'),
    currency,
    amountCrypto: crypto.text,
    amountUsdCents,
    feeCents,
    status: 'pending',
    txHash: txHash(ctx.random, currency),
    confirmations: 0,
    requiredConfirmations: info.confirmations,
    belowMinimum,
    createdAt: iso(ctx.now),
    confirmedAt: null,
    expiredAt: null,
  };
  ctx.account.deposits.push(deposit);
  changed(ctx, 'deposits', deposit);
  emit(ctx, { type: 'deposit.pending', deposit });
  return deposit;
}

/**
 * Simulator: the deposit reaches its confirmations. A deposit below the currency's minimum is
 * not credited: it expires instead. The first credited deposit activates the pending card.
 */
export function confirmDeposit(ctx: Ctx, depositId: string) {
  const deposit = getDeposit(ctx, depositId);
  if (deposit.status !== 'pending')
    fail('invalid_state', `Deposit ${deposit.id} is ${deposit.status}, not pending.`);
  // Counted when it was made; an account past the ceiling from before it is refused here.
  assertRoomFor(ctx.account, 0, 'Confirming this deposit');
  if (deposit.belowMinimum) {
    deposit.confirmations = confirmationsOf(deposit, ctx.now);
    deposit.status = 'expired';
    deposit.expiredAt = iso(ctx.now);
    changed(ctx, 'deposits', deposit);
    return deposit;
  }
  const credit = creditOf(deposit);
  assertBalanceRoom(ctx.account.walletCents, credit, 'The wallet');
  deposit.status = 'confirmed';
  deposit.confirmations = deposit.requiredConfirmations;
  deposit.confirmedAt = iso(ctx.now);
  ctx.account.walletCents += credit;
  changed(ctx, 'deposits', deposit);
  walletChanged(ctx);
  emit(ctx, { type: 'deposit.confirmed', deposit });
  for (const card of ctx.account.cards) {
    if (card.status !== 'pending_top_up') continue;
    card.status = 'active';
    // Issued now: a preview card that waited past its expiry month (a clock moved years ahead)
    // gets a new expiry from today rather than being born expired (decision 020).
    if (isExpiredAt(card, ctx.now)) Object.assign(card, expiryFrom(ctx.now));
    changed(ctx, 'cards', card);
    emit(ctx, { type: 'card.created', card });
  }
  return deposit;
}

export function expireDeposit(ctx: Ctx, depositId: string) {
  const deposit = getDeposit(ctx, depositId);
  if (deposit.status !== 'pending')
    fail('invalid_state', `Deposit ${deposit.id} is ${deposit.status}, not pending.`);
  deposit.confirmations = confirmationsOf(deposit, ctx.now);
  deposit.status = 'expired';
  deposit.expiredAt = iso(ctx.now);
  changed(ctx, 'deposits', deposit);
  return deposit;
}
