import { fromCents as usd } from '../../../contract/money';
import { cardExpiresAt } from '../../domain/card-expiry';
import { iso } from '../../domain/context';
import { spentThisMonthCents } from '../../domain/spending';
import type { Account, CardRecord } from '../../domain/state';
import type { JsonOf } from '../json-text';

/** Records → the JSON shapes of the spec. Money leaves as USD numbers here and only here. */

/** A card the API shows is issued: the operations never find a pending one (domain/cards.ts). */
function issuedStatus(status: CardRecord['status']) {
  if (status === 'pending_top_up') throw new Error('A card not yet issued is not shown.');
  return status;
}

export function cardListItemView(card: CardRecord) {
  return {
    id: card.id,
    bin_id: card.binId,
    network: card.network,
    last4: card.last4,
    status: issuedStatus(card.status),
    balance: usd(card.balanceCents),
    label: card.label,
    created_at: card.createdAt,
    last_used_at: card.lastUsedAt,
  };
}

type Listed = Pick<CardRecord, 'status' | 'balanceCents' | 'label' | 'lastUsedAt'> & {
  json: string;
};
const listed = new WeakMap<CardRecord, Listed>();

/**
 * cardListItemView as JSON text, kept per card until a field it shows changes (a card's id, BIN,
 * network, last four and creation never do): GET /cards serializes only what changed.
 */
export function cardListItemJson(card: CardRecord): JsonOf<ReturnType<typeof cardListItemView>> {
  const kept = listed.get(card);
  if (
    kept &&
    kept.status === card.status &&
    kept.balanceCents === card.balanceCents &&
    kept.label === card.label &&
    kept.lastUsedAt === card.lastUsedAt
  )
    return kept.json;
  const json = JSON.stringify(cardListItemView(card));
  const { status, balanceCents, label, lastUsedAt } = card;
  listed.set(card, { status, balanceCents, label, lastUsedAt, json });
  return json;
}

export function cardSummaryView(account: Account, card: CardRecord, now: number) {
  return {
    ...cardListItemView(card),
    // The spec types it as a number: 0 means no limit (as auto_freeze_at does).
    spending_limit: usd(card.spendingLimitCents ?? 0),
    total_spent: usd(card.totalSpentCents),
    transaction_count: card.transactionCount,
    metadata: { ...card.metadata },
    expires_at: iso(cardExpiresAt(card)),
    last_used_at: card.lastUsedAt,
    allowed_categories: card.allowedCategories,
    auto_freeze_at: card.autoFreezeAtCents === null ? 0 : usd(card.autoFreezeAtCents),
    frozen_at: card.frozenAt,
    terminated_at: card.terminatedAt,
    spent_this_month: usd(spentThisMonthCents(account, card.id, now)),
  };
}

/** A card just made, with what is left in the wallet (POST /cards). */
export function createdCardView(
  account: Account,
  card: CardRecord,
  now: number,
  walletCents: number,
) {
  return { ...cardSummaryView(account, card, now), wallet_balance: usd(walletCents) };
}

/** `now`: the answer's time when the record has none (the domain sets it as it terminates). */
export function terminatedCardView(card: CardRecord, refundedCents: number, now: string) {
  return {
    id: card.id,
    status: 'terminated' as const,
    refunded_amount: usd(refundedCents),
    terminated_at: card.terminatedAt ?? now,
  };
}

/** Money moved between the wallet and a card (fund, withdraw), as the domain reports it. */
type Moved = { card: CardRecord; previousCents: number; walletCents: number };

function balancesView({ card, previousCents, walletCents }: Moved) {
  return {
    previous_balance: usd(previousCents),
    new_balance: usd(card.balanceCents),
    wallet_balance: usd(walletCents),
  };
}

/** POST /cards/:id/fund: the balances around the amount, in the spec's order. */
export function fundedView(moved: Moved, amountCents: number) {
  const { previous_balance, ...after } = balancesView(moved);
  return { id: moved.card.id, previous_balance, funded_amount: usd(amountCents), ...after };
}

/** POST /cards/:id/withdraw: as fundedView, with the amount taken back. */
export function withdrawnView(moved: Moved, amountCents: number) {
  const { previous_balance, ...after } = balancesView(moved);
  return { id: moved.card.id, previous_balance, withdrawn_amount: usd(amountCents), ...after };
}
