import { newCard } from './accounts';
import { compareText } from '../runtime';
import { findBin } from './catalogue';
import { changed, emit, iso, walletChanged, type Ctx } from './context';
import { fail } from './errors';
import { assertBalanceRoom } from './money-ceiling';
import type { CardRecord } from './state';
import { paginate } from './paginate';

/** A listed card: active, frozen or terminated. The pending preview card is not a card yet. */
export function getCard(ctx: Ctx, cardId: string): CardRecord {
  const card = ctx.account.cards.find((c) => c.id === cardId && c.status !== 'pending_top_up');
  return card ?? fail('card_not_found', `No card ${cardId}.`);
}

function assertNotTerminated(card: CardRecord) {
  if (card.status === 'terminated')
    fail('card_terminated', `Card ${card.id} is terminated; termination is final.`);
}

export function createCard(
  ctx: Ctx,
  input: { binId: string; amountCents: number; label?: string | undefined },
) {
  const bin = findBin(input.binId) ?? fail('invalid_bin', `No BIN ${input.binId}. See GET /bins.`);
  if (input.amountCents > ctx.account.walletCents) {
    fail(
      'insufficient_funds',
      `The wallet holds $${(ctx.account.walletCents / 100).toFixed(2)}, less than the $${(input.amountCents / 100).toFixed(2)} asked for.`,
    );
  }
  const holder = ctx.account.cards[0]?.holderName ?? 'CARD HOLDER';
  const card = newCard(ctx.secretsKey, ctx.random, ctx.now, {
    binId: bin.id,
    network: bin.network,
    status: 'active',
    label: input.label ?? '',
    holderName: holder,
  });
  ctx.account.walletCents -= input.amountCents;
  card.balanceCents = input.amountCents;
  ctx.account.cards.push(card);
  changed(ctx, 'cards', card);
  walletChanged(ctx);
  emit(ctx, { type: 'card.created', card });
  return { card, walletCents: ctx.account.walletCents };
}

export type CardPatch = {
  label?: string | undefined;
  spendingLimitCents?: number | null | undefined;
  allowedCategories?: string[] | null | undefined;
  autoFreezeAtCents?: number | undefined;
  metadata?: Record<string, string | number | boolean | null> | undefined;
};

export function updateCard(ctx: Ctx, cardId: string, patch: CardPatch) {
  const card = getCard(ctx, cardId);
  assertNotTerminated(card);
  if (patch.metadata) {
    const merged = { ...card.metadata };
    for (const [key, value] of Object.entries(patch.metadata)) {
      // Merged with the existing metadata; a null value removes the key.
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > 50) fail('invalid_request', 'metadata: at most 50 keys.');
    card.metadata = merged;
  }
  if (patch.label !== undefined) card.label = patch.label;
  if (patch.spendingLimitCents !== undefined)
    card.spendingLimitCents = patch.spendingLimitCents || null;
  if (patch.allowedCategories !== undefined) {
    card.allowedCategories =
      patch.allowedCategories && patch.allowedCategories.length
        ? [...new Set(patch.allowedCategories)]
        : null;
  }
  if (patch.autoFreezeAtCents !== undefined)
    card.autoFreezeAtCents = patch.autoFreezeAtCents || null;
  changed(ctx, 'cards', card);
  return card;
}

export function freezeCard(ctx: Ctx, cardId: string) {
  const card = getCard(ctx, cardId);
  assertNotTerminated(card);
  if (card.status !== 'active')
    fail(
      'card_not_active',
      `Card ${card.id} is ${card.status}; only an active card can be frozen.`,
    );
  card.status = 'frozen';
  card.frozenAt = iso(ctx.now);
  changed(ctx, 'cards', card);
  emit(ctx, { type: 'card.frozen', card });
  return card;
}

export function unfreezeCard(ctx: Ctx, cardId: string) {
  const card = getCard(ctx, cardId);
  assertNotTerminated(card);
  if (card.status !== 'frozen')
    fail(
      'card_not_frozen',
      `Card ${card.id} is ${card.status}; only a frozen card can be unfrozen.`,
    );
  card.status = 'active';
  card.frozenAt = null;
  changed(ctx, 'cards', card);
  emit(ctx, { type: 'card.unfrozen', card });
  return card;
}

/**
 * Terminates the card: its balance back in the wallet, irreversibly. `expired`: it is its expiry
 * month passing that ends it (card-expiry.ts), and the event says so.
 */
export function terminateCard(ctx: Ctx, cardId: string, expired = false) {
  const card = getCard(ctx, cardId);
  assertNotTerminated(card);
  const refunded = card.balanceCents;
  assertBalanceRoom(ctx.account.walletCents, refunded, 'The wallet');
  ctx.account.walletCents += refunded;
  card.balanceCents = 0;
  card.status = 'terminated';
  card.terminatedAt = iso(ctx.now);
  changed(ctx, 'cards', card);
  walletChanged(ctx);
  emit(ctx, {
    type: 'card.terminated',
    card,
    refundedCents: refunded,
    ...(expired ? { expired } : {}),
  });
  return { card, refundedCents: refunded };
}

export function fundCard(ctx: Ctx, cardId: string, amountCents: number) {
  const card = getCard(ctx, cardId);
  assertNotTerminated(card);
  if (amountCents > ctx.account.walletCents) {
    fail(
      'insufficient_funds',
      `The wallet holds $${(ctx.account.walletCents / 100).toFixed(2)}, less than the $${(amountCents / 100).toFixed(2)} asked for.`,
    );
  }
  assertBalanceRoom(card.balanceCents, amountCents, `Card ${card.id}`);
  const previous = card.balanceCents;
  ctx.account.walletCents -= amountCents;
  card.balanceCents += amountCents;
  changed(ctx, 'cards', card);
  walletChanged(ctx);
  emit(ctx, { type: 'card.funded', card, fundedCents: amountCents });
  return { card, previousCents: previous, walletCents: ctx.account.walletCents };
}

export function withdrawCard(ctx: Ctx, cardId: string, amountCents: number) {
  const card = getCard(ctx, cardId);
  assertNotTerminated(card);
  if (amountCents > card.balanceCents) {
    fail(
      'insufficient_card_balance',
      `The card holds $${(card.balanceCents / 100).toFixed(2)}, less than the $${(amountCents / 100).toFixed(2)} asked for.`,
    );
  }
  assertBalanceRoom(ctx.account.walletCents, amountCents, 'The wallet');
  const previous = card.balanceCents;
  card.balanceCents -= amountCents;
  ctx.account.walletCents += amountCents;
  changed(ctx, 'cards', card);
  walletChanged(ctx);
  return { card, previousCents: previous, walletCents: ctx.account.walletCents };
}

export type CardListQuery = {
  status?: 'active' | 'frozen' | 'terminated' | undefined;
  bin_id?: string | undefined;
  label?: string | undefined;
  sort: 'created_at' | 'balance' | 'last_used';
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
};

export function listCards(ctx: Ctx, q: CardListQuery) {
  const label = q.label?.toLowerCase();
  const rows = ctx.account.cards.filter(
    (c) =>
      c.status !== 'pending_top_up' &&
      (!q.status || c.status === q.status) &&
      (!q.bin_id || c.binId === q.bin_id) &&
      (!label || c.label.toLowerCase().includes(label)),
  );
  const dir = q.order === 'asc' ? 1 : -1;
  // ISO 8601 UTC timestamps order as text; a Date.parse in the comparator was most of GET /cards
  // (decision 005). Never-used cards sort last whatever the order.
  const byKey =
    q.sort === 'balance'
      ? (a: CardRecord, b: CardRecord) => (a.balanceCents - b.balanceCents) * dir
      : q.sort === 'last_used'
        ? (a: CardRecord, b: CardRecord) =>
            a.lastUsedAt === null || b.lastUsedAt === null
              ? (a.lastUsedAt === null ? 1 : 0) - (b.lastUsedAt === null ? 1 : 0)
              : compareText(a.lastUsedAt, b.lastUsedAt) * dir
        : (a: CardRecord, b: CardRecord) => compareText(a.createdAt, b.createdAt) * dir;
  rows.sort((a, b) => byKey(a, b) || compareText(a.id, b.id) * dir);
  return paginate(rows, q.page, q.per_page);
}
