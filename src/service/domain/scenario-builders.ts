import { CURRENCY_OF_ASSET } from '../../contract/wallet';
import { randomInt } from '../runtime';
import { createCard, freezeCard, fundCard, updateCard } from './cards';
import { CURRENCIES } from './catalogue';
import { changed, iso, type Ctx } from './context';
import { confirmDeposit, simulateDeposit } from './deposits';
import { fireDue } from './due';
import { simulatePurchase } from './purchases';
import type { CardRecord, Merchant } from './state';
import { refundTransaction } from './transactions';

/**
 * The builders of the named scenarios (scenarios.ts lists them with their descriptions). Each
 * starts from an account as generate leaves it — one pending card, nothing else — and builds
 * through the domain functions, moving ctx.now forward with fireDue so what falls due on the
 * way (settlements, an expiring deposit) happens as it would have. History is dated before the
 * account's now and every builder ends at it (decision 020).
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const m = (name: string, category: string, mcc: string, city?: string): Merchant => ({
  name,
  category,
  mcc,
  country: 'US',
  ...(city ? { city } : {}),
});
const EVERYDAY = [
  m('Blue Bottle Coffee', 'food_and_drink', '5814', 'San Francisco'),
  m('Whole Foods Market', 'groceries', '5411', 'Austin'),
  m('Uber', 'transport', '4121'),
  m('Amazon', 'ecommerce', '5942'),
  m('AMC Theatres', 'entertainment', '7832', 'New York'),
];
const MARKETING = [
  m('Google Ads', 'advertising', '7311'),
  m('Meta Ads', 'advertising', '7311'),
  m('Figma', 'software', '5734'),
  m('Notion', 'software', '5734'),
];
const TRAVEL = [
  m('Delta Air Lines', 'travel', '3058'),
  m('Marriott', 'travel', '3509', 'Chicago'),
  m('Hertz', 'transport', '3357'),
];
export const RECURRING = [
  { merchant: m('Netflix', 'entertainment', '4899'), cents: 15_99 },
  { merchant: m('Spotify', 'digital_services', '5815'), cents: 9_99 },
  { merchant: m('iCloud+', 'digital_services', '5818'), cents: 2_99 },
];

/** A confirmed deposit in the account's funding currency that leaves `walletCents` in the wallet. */
function depositFor(ctx: Ctx, walletCents: number) {
  const currency = CURRENCY_OF_ASSET[ctx.account.fundingAsset];
  const deposit = simulateDeposit(ctx, currency, walletCents + CURRENCIES[currency].feeCents);
  return confirmDeposit(ctx, deposit.id);
}

/**
 * The generated card, activated by a deposit and funded with `fundCents`, `leftCents` left in the
 * wallet; the account and the card are dated from ctx.now (the scenario's first day).
 */
function firstCard(ctx: Ctx, leftCents: number, fundCents: number): CardRecord {
  ctx.account.createdAt = iso(ctx.now);
  depositFor(ctx, leftCents + fundCents); // activates the generated card
  const card = ctx.account.cards[0]!;
  card.createdAt = iso(ctx.now);
  changed(ctx, 'cards', card);
  fundCard(ctx, card.id, fundCents);
  return card;
}

const purchase = (ctx: Ctx, card: CardRecord, merchant: Merchant, cents: number, threeDs = false) =>
  simulatePurchase(ctx, {
    cardId: card.id,
    amountCents: cents,
    currency: 'USD',
    merchant,
    threeDs,
  });

/** Waiting for its first deposit: one seen on chain, not yet confirmed. */
export function buildWaitingDeposit(ctx: Ctx) {
  const currency = CURRENCY_OF_ASSET[ctx.account.fundingAsset];
  simulateDeposit(ctx, currency, 250_00);
}

/** 30 days of three cards' purchases, declines and refunds; a pending 3DS challenge at the end. */
export function buildBusyMonth(ctx: Ctx) {
  const end = ctx.now;
  ctx.now = end - 30 * DAY;
  const everyday = firstCard(ctx, 2_900_00, 1_800_00);
  const marketing = createCard(ctx, { binId: '426684', amountCents: 1_500_00, label: 'Marketing' });
  const travel = createCard(ctx, { binId: '531993', amountCents: 900_00, label: 'Travel' });
  updateCard(ctx, marketing.card.id, { allowedCategories: ['advertising', 'software'] });
  const cards = [
    { card: everyday, pool: EVERYDAY },
    { card: marketing.card, pool: MARKETING },
    { card: travel.card, pool: TRAVEL },
  ];
  const start = ctx.now;
  const refunds: Array<{ at: number; id: string; cents?: number }> = [];
  for (let day = 0; day < 30; day++) {
    const times = Array.from({ length: 2 + randomInt(ctx.random, 4) }, () =>
      randomInt(ctx.random, 14 * HOUR),
    ).sort((a, b) => a - b);
    for (const [i, offset] of times.entries()) {
      const at = start + day * DAY + 8 * HOUR + offset;
      while (refunds.length && refunds[0]!.at <= at) {
        const r = refunds.shift()!;
        fireDue(ctx, r.at);
        refundTransaction(ctx, r.id, r.cents);
      }
      fireDue(ctx, at);
      const first = i === 0;
      if (day === 12 && first) simulateDeposit(ctx, 'usdt', 4_00); // below the 10 USDT minimum
      if (day === 21 && first) freezeCard(ctx, travel.card.id);
      const pick = cards[randomInt(ctx.random, cards.length)]!;
      let card = pick.card;
      let cents = 3_00 + randomInt(ctx.random, 57_00);
      // One purchase in eight on the marketing card is elsewhere: declined by its categories.
      let merchant =
        card === marketing.card && randomInt(ctx.random, 8) === 0
          ? EVERYDAY[randomInt(ctx.random, EVERYDAY.length)]!
          : pick.pool[randomInt(ctx.random, pick.pool.length)]!;
      // The declines the description promises, whatever the draws: a category, a card short of money.
      if (day === 3 && first) [card, merchant] = [marketing.card, EVERYDAY[3]!];
      if (day === 18 && first)
        [card, merchant, cents] = [travel.card, TRAVEL[1]!, travel.card.balanceCents + 25_00];
      const result = purchase(ctx, card, merchant, cents);
      // About one purchase in six is refunded the next day: in full, or half of it.
      const txn = result.kind === 'transaction' ? result.transaction : null;
      const roll = randomInt(ctx.random, 12);
      if (txn?.type === 'authorization' && roll < 2)
        refunds.push({
          at: at + DAY,
          id: txn.id,
          ...(roll === 0 ? { cents: Math.floor(-txn.amountCents / 2) } : {}),
        });
    }
  }
  fireDue(ctx, end);
  // The pending challenge, opened now: it expires 5 minutes later (three-ds.ts).
  const checkout = m('Airbnb', 'travel', '7011');
  if (everyday.balanceCents < 42_50) fundCard(ctx, everyday.id, 100_00);
  purchase(ctx, everyday, checkout, 42_50, true);
}

/**
 * A grocery shop visited three times at irregular intervals (12 and 39 days): not weekly, not
 * monthly, and never the same amount — the subscription radar must not take it for one.
 */
export const GROCERY_VISITS = [
  { day: 5, cents: 23_18 },
  { day: 17, cents: 61_40 },
  { day: 56, cents: 8_75 },
];
const GROCER = m("Trader Joe's", 'groceries', '5411', 'Portland');

/** Three months of subscriptions (and three grocery runs) on a card left with $12.40; $3.10 in the wallet. */
export function buildLowBalance(ctx: Ctx) {
  const end = ctx.now;
  ctx.now = end - 63 * DAY;
  const monthly = RECURRING.reduce((sum, r) => sum + r.cents, 0);
  const groceries = GROCERY_VISITS.reduce((sum, g) => sum + g.cents, 0);
  const card = firstCard(ctx, 3_10, 3 * monthly + groceries + 12_40);
  updateCard(ctx, card.id, { label: 'Subscriptions' });
  const start = ctx.now;
  const charges = [
    ...[0, 1, 2].flatMap((month) =>
      RECURRING.map((r, i) => ({
        at: start + HOUR + month * 30 * DAY + i * 10 * 60 * 1000,
        merchant: r.merchant,
        cents: r.cents,
      })),
    ),
    ...GROCERY_VISITS.map((g) => ({
      at: start + g.day * DAY + 5 * HOUR,
      merchant: GROCER,
      cents: g.cents,
    })),
  ].sort((a, b) => a.at - b.at);
  for (const charge of charges) {
    fireDue(ctx, charge.at);
    purchase(ctx, card, charge.merchant, charge.cents);
  }
  fireDue(ctx, end);
}

/** A card with a $500 monthly limit, $480 of it spent since the first of the month. */
export const NEAR_LIMIT = {
  limitCents: 500_00,
  spentCents: [120_00, 95_00, 80_00, 75_00, 60_00, 50_00],
};
export function buildNearLimit(ctx: Ctx) {
  const end = ctx.now;
  const d = new Date(end);
  const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const span = end - monthStart;
  const steps = NEAR_LIMIT.spentCents.length + 2;
  ctx.now = monthStart + Math.floor(span / steps);
  const card = firstCard(ctx, 100_00, 1_000_00);
  updateCard(ctx, card.id, { spendingLimitCents: NEAR_LIMIT.limitCents });
  NEAR_LIMIT.spentCents.forEach((cents, i) => {
    fireDue(ctx, monthStart + Math.floor((span * (i + 2)) / steps));
    purchase(ctx, card, EVERYDAY[i % EVERYDAY.length]!, cents);
  });
  fireDue(ctx, end);
}
