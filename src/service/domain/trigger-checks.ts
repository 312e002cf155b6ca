import { centsText } from '../../contract/money';
import { FUND_MAX_CENTS, FUND_MIN_CENTS, AMOUNT_MAX_CENTS } from '../../contract/limits';
import {
  TRIGGER_FIELDS,
  type ForceableDeclineCode,
  type TriggerField,
} from '../../contract/sandbox-tools';
import { declineReason } from './authorization';
import { getCard } from './cards';
import { DEFAULT_MERCHANT } from './catalogue';
import type { Ctx, WebhookEventType } from './context';
import { fail } from './errors';
import { forcedDecline } from './forced-outcomes';
import type { CardRecord, Merchant } from './state';

/** What a trigger acts on and with (decision 040); every field optional. */
export type TriggerInput = {
  cardId?: string | undefined;
  amountCents?: number | undefined;
  merchant?: string | undefined;
  declineReason?: ForceableDeclineCode | undefined;
};
type Field = keyof TriggerInput;
const WIRE: Record<Field, TriggerField> = {
  cardId: 'card_id',
  amountCents: 'amount',
  merchant: 'merchant',
  declineReason: 'decline_reason',
};

/** The amounts a trigger takes, in cents: a purchase, a funding, a new card's balance, a deposit. */
export const TRIGGER_AMOUNTS = {
  purchase: [1, FUND_MAX_CENTS],
  card: [FUND_MIN_CENTS, FUND_MAX_CENTS],
  // From the USDT minimum (the trigger's deposits are USDT), so a confirmed one is credited.
  deposit: [10_00, AMOUNT_MAX_CENTS],
} as const;

function amountRange(type: WebhookEventType) {
  if (type.startsWith('deposit.')) return TRIGGER_AMOUNTS.deposit;
  if (type === 'card.created' || type === 'card.funded') return TRIGGER_AMOUNTS.card;
  return TRIGGER_AMOUNTS.purchase;
}

/** The merchant a trigger's purchase comes from: the sandbox's, under the name asked for. */
export const triggerMerchant = (input: TriggerInput): Merchant =>
  input.merchant ? { ...DEFAULT_MERCHANT, name: input.merchant } : DEFAULT_MERCHANT;

/** Events a trigger makes with a purchase that must be authorized (or challenged). */
const AUTHORIZING = new Set<WebhookEventType>([
  'transaction.authorized',
  'transaction.settled',
  'transaction.refunded',
  '3ds.challenge',
]);

/**
 * Refuses, before anything changes, what the trigger could not do as asked: a field its event
 * does not use, an amount out of its range, a card not the caller's (404, as for any card) or
 * terminated, and a purchase that must be authorized but would be declined (a frozen card, a
 * limit, a reserved merchant name). The pipeline keeps what a refused request changed, so the
 * builders must not start what they cannot finish.
 */
export function checkTrigger(
  ctx: Ctx,
  type: WebhookEventType,
  input: TriggerInput,
  triggerCard: CardRecord | undefined,
): CardRecord | undefined {
  for (const field of Object.keys(WIRE) as Field[])
    // Each event uses only some fields (contract: TRIGGER_FIELDS); nothing is silently ignored.
    if (input[field] !== undefined && !TRIGGER_FIELDS[type].includes(WIRE[field]))
      fail('invalid_request', `${WIRE[field]} does not apply to ${type}.`);
  if (input.amountCents !== undefined) {
    const [min, max] = amountRange(type);
    if (input.amountCents < min || input.amountCents > max)
      fail('invalid_amount', `amount: for ${type}, from ${centsText(min)} to ${centsText(max)}.`);
  }
  const card = input.cardId === undefined ? undefined : getCard(ctx, input.cardId);
  if (card?.status === 'terminated' && type !== 'transaction.declined')
    fail('card_terminated', `Card ${card.id} is terminated; termination is final.`);
  if (!AUTHORIZING.has(type)) return card;
  if (card && card.status !== 'active')
    fail('card_not_active', `Card ${card.id} is ${card.status}; ${type} needs an active card.`);
  // The card is topped up to the amount on the way: every other rule is checked here.
  const spender = card ?? triggerCard;
  const cents = input.amountCents ?? 5_00;
  const merchant = triggerMerchant(input);
  const reason = spender
    ? declineReason(
        ctx,
        { ...spender, status: 'active', balanceCents: Number.MAX_SAFE_INTEGER },
        cents,
        merchant,
      )
    : forcedDecline(merchant.name); // a new trigger card has no limits that $5,000 reaches
  if (reason)
    fail(
      'invalid_state',
      `${type} needs an authorized purchase, and this one would be declined: ${reason}.`,
    );
  return card;
}
