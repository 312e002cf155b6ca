import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { createCard, freezeCard, fundCard, terminateCard, unfreezeCard } from './cards';
import { CURRENCIES } from './catalogue';
import type { Ctx, DomainEvent, WebhookEventType } from './context';
import { confirmDeposit, simulateDeposit } from './deposits';
import { fail } from './errors';
import { simulatePurchase } from './purchases';
import type { CardRecord } from './state';
import { refundTransaction, settleTransaction } from './transactions';

/**
 * Issue #31 item 3: any of the spec's 12 events, by name. Each trigger builds what its event needs
 * through the same domain functions as the API and the simulator (a deposit for money, a card
 * labelled TRIGGER_LABEL, a purchase), so the event and everything it took are real records of the
 * caller's account, and the webhooks follow when the HTTP layer dispatches ctx.events.
 */

/** The card triggers act on, reused from one trigger to the next (the caller's cards are left alone). */
export const TRIGGER_LABEL = 'Sandbox trigger';
/** A trigger that must make a card is refused once the account has this many (sizes stay bounded). */
export const MAX_CARDS_FOR_TRIGGERS = 50;
const PURCHASE_CENTS = 5_00;
const TOP_UP_CENTS = 100_00;
const DEPOSIT_CENTS = 50_00;

export type TriggerResult = {
  type: WebhookEventType;
  /** The event asked for (the last of its type this trigger emitted). */
  event: DomainEvent;
  /** Everything the trigger emitted, in order: what it built on the way comes with its events. */
  emitted: DomainEvent[];
};

export function isEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENTS as readonly string[]).includes(type);
}

/** The caller's trigger card in `status`, if there is one. */
const triggerCardIn = (ctx: Ctx, status: 'active' | 'frozen') =>
  ctx.account.cards.find((c) => c.label === TRIGGER_LABEL && c.status === status);

/** The wallet holds at least `cents`: otherwise a deposit in USDT arrives and is confirmed. */
function ensureWallet(ctx: Ctx, cents: number) {
  if (ctx.account.walletCents >= cents) return;
  // At least $20: above the 10 USDT minimum, so the deposit is credited (deposits.ts).
  const needed = Math.max(cents - ctx.account.walletCents, 20_00) + CURRENCIES.usdt.feeCents;
  confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', needed).id);
}

function newTriggerCard(ctx: Ctx, cents: number): CardRecord {
  ensureWallet(ctx, cents);
  return createCard(ctx, { binId: '426684', amountCents: cents, label: TRIGGER_LABEL }).card;
}

/** A trigger card in `status`, made (or frozen, or unfrozen) if there is none. */
function triggerCard(ctx: Ctx, status: 'active' | 'frozen'): CardRecord {
  const ready = triggerCardIn(ctx, status);
  if (ready) return ready;
  if (status === 'active') {
    const frozen = triggerCardIn(ctx, 'frozen');
    return frozen ? unfreezeCard(ctx, frozen.id) : newTriggerCard(ctx, TOP_UP_CENTS);
  }
  const active = triggerCardIn(ctx, 'active') ?? newTriggerCard(ctx, TOP_UP_CENTS);
  return freezeCard(ctx, active.id);
}

/** An active trigger card holding at least a purchase. */
function spendableCard(ctx: Ctx): CardRecord {
  const card = triggerCard(ctx, 'active');
  if (card.balanceCents < PURCHASE_CENTS) {
    ensureWallet(ctx, TOP_UP_CENTS);
    fundCard(ctx, card.id, TOP_UP_CENTS);
  }
  return card;
}

function purchase(ctx: Ctx, card: CardRecord, cents: number, threeDs = false) {
  return simulatePurchase(ctx, { cardId: card.id, amountCents: cents, currency: 'USD', threeDs });
}

function authorized(ctx: Ctx) {
  const result = purchase(ctx, spendableCard(ctx), PURCHASE_CENTS);
  if (result.kind !== 'transaction' || result.transaction.type !== 'authorization')
    throw new Error('the trigger purchase was not authorized');
  return result.transaction;
}

const BUILD: Record<WebhookEventType, (ctx: Ctx) => void> = {
  'card.created': (ctx) => newTriggerCard(ctx, 10_00),
  'card.funded': (ctx) => {
    const card = triggerCard(ctx, 'active');
    ensureWallet(ctx, 10_00);
    fundCard(ctx, card.id, 10_00);
  },
  'card.frozen': (ctx) => freezeCard(ctx, triggerCard(ctx, 'active').id),
  'card.unfrozen': (ctx) => unfreezeCard(ctx, triggerCard(ctx, 'frozen').id),
  'card.terminated': (ctx) => terminateCard(ctx, newTriggerCard(ctx, 0).id),
  'transaction.authorized': authorized,
  // More than the card holds: declined with insufficient_card_balance.
  'transaction.declined': (ctx) => {
    const card = spendableCard(ctx);
    purchase(ctx, card, card.balanceCents + 1_00);
  },
  'transaction.settled': (ctx) => settleTransaction(ctx, authorized(ctx).id),
  'transaction.refunded': (ctx) => refundTransaction(ctx, authorized(ctx).id),
  '3ds.challenge': (ctx) => purchase(ctx, spendableCard(ctx), PURCHASE_CENTS, true),
  'deposit.pending': (ctx) => simulateDeposit(ctx, 'usdt', DEPOSIT_CENTS),
  'deposit.confirmed': (ctx) => confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', DEPOSIT_CENTS).id),
};

/** Would this trigger have to make a card? (Checked before anything changes.) */
function needsNewCard(ctx: Ctx, type: WebhookEventType): boolean {
  if (type === 'card.created' || type === 'card.terminated') return true;
  if (type === 'deposit.pending' || type === 'deposit.confirmed') return false;
  return !triggerCardIn(ctx, 'active') && !triggerCardIn(ctx, 'frozen');
}

/**
 * Emits one event of `type` in the caller's account, building what it needs. An unknown type
 * (invalid_request) or too many cards (limit_reached) is refused before anything changes.
 */
export function triggerEvent(ctx: Ctx, name: string): TriggerResult {
  const type = isEventType(name)
    ? name
    : fail('invalid_request', `No event "${name}". One of: ${WEBHOOK_EVENTS.join(', ')}.`);
  if (needsNewCard(ctx, type) && ctx.account.cards.length >= MAX_CARDS_FOR_TRIGGERS)
    fail(
      'limit_reached',
      `This trigger makes a card, and the account has ${MAX_CARDS_FOR_TRIGGERS} already.`,
    );
  const before = ctx.events.length;
  BUILD[type](ctx);
  const emitted = ctx.events.slice(before);
  const event = emitted.findLast((e) => e.type === type);
  if (!event) throw new Error(`the ${type} trigger emitted no ${type}`);
  return { type, event, emitted };
}
