import { FUND_MIN_CENTS } from '../../contract/limits';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { createCard, freezeCard, fundCard, terminateCard, unfreezeCard } from './cards';
import { CURRENCIES } from './catalogue';
import type { Ctx, DomainEvent, WebhookEventType } from './context';
import { confirmDeposit, simulateDeposit } from './deposits';
import { fail } from './errors';
import { simulatePurchase } from './purchases';
import type { CardRecord } from './state';
import { refundTransaction, settleTransaction } from './transactions';
import { checkTrigger, triggerMerchant, type TriggerInput } from './trigger-checks';
import { watchMoney, type TriggerMoney } from './trigger-money';

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
export const PURCHASE_CENTS = 5_00;
const TOP_UP_CENTS = 100_00;
const DEPOSIT_CENTS = 50_00;

export type TriggerResult = TriggerMoney & {
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

/** `card` (or the trigger card), active and holding at least `cents`: topped up from the wallet. */
function spendableCard(ctx: Ctx, cents: number, card?: CardRecord): CardRecord {
  const spender = card ?? triggerCard(ctx, 'active');
  if (spender.balanceCents < cents) {
    // The caller's own card gets what it lacks; the trigger card a round $100 at least.
    const lack = Math.max(cents - spender.balanceCents, card ? FUND_MIN_CENTS : TOP_UP_CENTS);
    ensureWallet(ctx, lack);
    fundCard(ctx, spender.id, lack);
  }
  return spender;
}

function purchase(ctx: Ctx, card: CardRecord, cents: number, input: TriggerInput, threeDs = false) {
  return simulatePurchase(ctx, {
    cardId: card.id,
    amountCents: cents,
    currency: 'USD',
    merchant: triggerMerchant(input),
    threeDs,
    forcedDecline: input.declineReason,
  });
}

type Build = (ctx: Ctx, input: TriggerInput, card: CardRecord | undefined) => void;

function authorized(ctx: Ctx, input: TriggerInput, card: CardRecord | undefined) {
  const cents = input.amountCents ?? PURCHASE_CENTS;
  const result = purchase(ctx, spendableCard(ctx, cents, card), cents, input);
  if (result.kind !== 'transaction' || result.transaction.type !== 'authorization')
    throw new Error('the trigger purchase was not authorized');
  return result.transaction;
}

/** A frozen card is unfrozen first, an active one frozen first: the event asked for comes last. */
const freeze: Build = (ctx, _input, card) => {
  if (!card) return void freezeCard(ctx, triggerCard(ctx, 'active').id);
  if (card.status === 'frozen') unfreezeCard(ctx, card.id);
  freezeCard(ctx, card.id);
};
const unfreeze: Build = (ctx, _input, card) => {
  if (!card) return void unfreezeCard(ctx, triggerCard(ctx, 'frozen').id);
  if (card.status === 'active') freezeCard(ctx, card.id);
  unfreezeCard(ctx, card.id);
};

/**
 * A decline: forced with the reason asked for (or, with only an amount, a low balance) on a
 * purchase of that amount; with neither, a purchase of more than the card holds.
 */
const declined: Build = (ctx, input, card) => {
  const reason =
    input.declineReason ??
    (input.amountCents === undefined ? undefined : 'insufficient_card_balance');
  const spender = card ?? spendableCard(ctx, PURCHASE_CENTS);
  if (reason)
    return void purchase(ctx, spender, input.amountCents ?? PURCHASE_CENTS, {
      ...input,
      declineReason: reason,
    });
  purchase(ctx, spender, spender.balanceCents + 1_00, input);
};

const BUILD: Record<WebhookEventType, Build> = {
  'card.created': (ctx, input) => newTriggerCard(ctx, input.amountCents ?? 10_00),
  'card.funded': (ctx, input, card) => {
    const cents = input.amountCents ?? 10_00;
    const target = card ?? triggerCard(ctx, 'active');
    ensureWallet(ctx, cents);
    fundCard(ctx, target.id, cents);
  },
  'card.frozen': freeze,
  'card.unfrozen': unfreeze,
  'card.terminated': (ctx, _input, card) => terminateCard(ctx, (card ?? newTriggerCard(ctx, 0)).id),
  'transaction.authorized': authorized,
  'transaction.declined': declined,
  'transaction.settled': (ctx, input, card) =>
    settleTransaction(ctx, authorized(ctx, input, card).id),
  'transaction.refunded': (ctx, input, card) =>
    refundTransaction(ctx, authorized(ctx, input, card).id),
  '3ds.challenge': (ctx, input, card) => {
    const cents = input.amountCents ?? PURCHASE_CENTS;
    purchase(ctx, spendableCard(ctx, cents, card), cents, input, true);
  },
  'deposit.pending': (ctx, input) =>
    simulateDeposit(ctx, 'usdt', input.amountCents ?? DEPOSIT_CENTS),
  'deposit.confirmed': (ctx, input) =>
    confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', input.amountCents ?? DEPOSIT_CENTS).id),
};

/** Would this trigger have to make a card? (Checked before anything changes.) */
function needsNewCard(ctx: Ctx, type: WebhookEventType, card: CardRecord | undefined): boolean {
  if (type === 'card.created') return true;
  if (card || type === 'deposit.pending' || type === 'deposit.confirmed') return false;
  if (type === 'card.terminated') return true;
  return !triggerCardIn(ctx, 'active') && !triggerCardIn(ctx, 'frozen');
}

/**
 * Emits one event of `type` in the caller's account, building what it needs, on the caller's
 * card and with the amount, merchant or decline reason asked for (decision 040). What cannot be
 * done as asked is refused before anything changes (trigger-checks.ts); so are an unknown type
 * (invalid_request) and too many cards (limit_reached).
 */
export function triggerEvent(ctx: Ctx, name: string, input: TriggerInput = {}): TriggerResult {
  const type = isEventType(name)
    ? name
    : fail('invalid_request', `No event "${name}". One of: ${WEBHOOK_EVENTS.join(', ')}.`);
  const card = checkTrigger(
    ctx,
    type,
    input,
    triggerCardIn(ctx, 'active') ?? triggerCardIn(ctx, 'frozen'),
  );
  if (needsNewCard(ctx, type, card) && ctx.account.cards.length >= MAX_CARDS_FOR_TRIGGERS)
    fail(
      'limit_reached',
      `This trigger makes a card, and the account has ${MAX_CARDS_FOR_TRIGGERS} already.`,
    );
  const before = ctx.events.length;
  const moved = watchMoney(ctx);
  BUILD[type](ctx, input, card);
  const emitted = ctx.events.slice(before);
  const event = emitted.findLast((e) => e.type === type);
  if (!event) throw new Error(`the ${type} trigger emitted no ${type}`);
  return { type, event, emitted, ...moved() };
}
