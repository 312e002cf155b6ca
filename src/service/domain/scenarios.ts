import type { Ctx } from './context';
import { fail } from './errors';
import { newAccountContext, type ServiceEnv } from './new-account';
import {
  buildBusyMonth,
  buildLowBalance,
  buildNearLimit,
  buildWaitingDeposit,
} from './scenario-builders';
import { seededRandom } from '../runtime';
import type { Account } from './state';

/** A documented fixture: its id, a title, a paragraph for the docs, and its builder. */
export type Scenario = {
  id: string;
  title: string;
  description: string;
  build: (ctx: Ctx) => void;
};

/** The named scenarios (issue #31 item 2, decision 020). Their descriptions are the docs'. */
export const SCENARIOS = [
  {
    id: 'new-account-waiting-deposit',
    title: 'New account waiting for its deposit',
    description:
      "A new account whose first card is not issued yet (pending_top_up): a $250 deposit in the account's funding currency has been seen on chain (deposit.pending) with no confirmation yet. Advancing the clock past its last block (a minute at most) confirms it, credits the wallet $250 less the currency's fee and activates the card (deposit.confirmed, card.created).",
    build: buildWaitingDeposit,
  },
  {
    id: 'busy-month',
    title: 'A busy month',
    description:
      "Thirty days of history ending now: three cards funded from one deposit — the first card for everyday spending, 'Marketing' (advertising and software only) and 'Travel', frozen on day 21 — with about two hundred transactions: purchases, their settlements two days later, refunds in full or in half, and declines (a frozen card, a category not allowed, a card short of money). A $4 USDT deposit below the minimum expired on day 12. A $42.50 purchase at Airbnb waits for its 3-D Secure code: advancing the clock 5 minutes expires the challenge and declines it (transaction.declined, three_ds_expired).",
    build: buildBusyMonth,
  },
  {
    id: 'low-balance-recurring',
    title: 'Low balance with recurring charges',
    description:
      "One card, 'Subscriptions', charged monthly for three months by Netflix ($15.99), Spotify ($9.99) and iCloud+ ($2.99), the last round three days ago, and three times at irregular intervals (12 and 39 days apart: $23.18, $61.40, $8.75) by the grocery shop Trader Joe's, which is not a subscription; all settled. $12.40 is left on the card and $3.10 in the wallet: the next round of charges ($28.97) does not fit, and Netflix's $15.99 would decline with insufficient_card_balance.",
    build: buildLowBalance,
  },
  {
    id: 'near-monthly-limit',
    title: 'A card near its monthly limit',
    description:
      'One card holding $520 with a $500 monthly spending limit, $480 of it spent in six purchases since the first of the month (UTC, on the account clock). A purchase over $20 declines with exceeds_spending_limit until the month rolls: advancing the clock to the first of next month makes the whole limit available again.',
    build: buildNearLimit,
  },
] as const satisfies readonly Scenario[];

export type ScenarioId = (typeof SCENARIOS)[number]['id'];

/** What a loaded scenario holds, for the answer (and the CLI's summary). */
export type ScenarioResult = {
  scenario: ScenarioId;
  accountId: string;
  cards: number;
  transactions: number;
  deposits: number;
  pendingChallenges: number;
  walletCents: number;
};

export function findScenario(id: string): (typeof SCENARIOS)[number] {
  return (
    SCENARIOS.find((s) => s.id === id) ??
    fail(
      'invalid_request',
      `No scenario "${id}". One of: ${SCENARIOS.map((s) => s.id).join(', ')}.`,
    )
  );
}

/** An account a scenario may load into: as generate left it, webhooks aside (decision 020). */
export function isFresh(account: Account): boolean {
  return (
    account.transactions.length === 0 &&
    account.deposits.length === 0 &&
    account.challenges.length === 0 &&
    account.cards.every((c) => c.status === 'pending_top_up')
  );
}

function run(ctx: Ctx, scenario: (typeof SCENARIOS)[number]): ScenarioResult {
  const before = ctx.events.length;
  const end = ctx.now;
  scenario.build(ctx);
  // A fixture is history, not news: its events are not sent to the account's webhooks.
  ctx.events.length = before;
  if (ctx.now !== end) throw new Error(`scenario ${scenario.id} ended away from now`);
  const a = ctx.account;
  return {
    scenario: scenario.id,
    accountId: a.id,
    cards: a.cards.length,
    transactions: a.transactions.length,
    deposits: a.deposits.length,
    pendingChallenges: a.challenges.filter((c) => c.status === 'pending').length,
    walletCents: a.walletCents,
  };
}

/**
 * Loads a scenario into the caller's account. Only an account with nothing in it yet — its
 * generated pending card and webhooks only — takes one, so no data of the caller's is mixed with
 * or lost to a fixture; otherwise refused (invalid_state), nothing changed. With a `randomSeed`,
 * what the scenario builds draws from a generator seeded with it (decision 036); the account's
 * own generated card keeps what it had.
 */
export function loadScenario(ctx: Ctx, id: string, randomSeed?: number): ScenarioResult {
  const scenario = findScenario(id);
  if (!isFresh(ctx.account))
    fail(
      'invalid_state',
      'A scenario loads into a new account, or one with nothing in it yet (no deposits, transactions or challenges).',
    );
  if (randomSeed === undefined) return run(ctx, scenario);
  // Only for the build: the rest of the request (its webhooks' deliveries) keeps the service's.
  const random = ctx.random;
  ctx.random = seededRandom(randomSeed);
  try {
    return run(ctx, scenario);
  } finally {
    ctx.random = random;
  }
}

/** Creates a new account with the scenario in it. The seed is returned once, never kept. */
export function createScenarioAccount(
  env: ServiceEnv,
  id: string,
  params: Parameters<typeof newAccountContext>[1] = {},
) {
  const scenario = findScenario(id);
  const { seed, ctx, finish } = newAccountContext(env, params);
  const result = run(ctx, scenario);
  finish();
  return { seed, account: ctx.account, result };
}
