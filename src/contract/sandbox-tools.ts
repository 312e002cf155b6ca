import * as z from 'zod/mini';
import { usdSchema } from './common';
import { dateTime } from './ids';
import { FUNDING_ASSETS, NETWORKS } from './fields';
import { bodyAmount } from './request-fields';
import type { WebhookEvent } from './webhooks';
import { operation, type BodyOf } from './operation';

/**
 * The sandbox's tools for integrators (issue #31, decision 020): an account's clock, named
 * scenarios and event triggers. Not in the spec; a live provider has none of them.
 */
/** An ISO 8601 time, documented as such (decision 037); read as any text, as before. */
const isoText = dateTime(z.string());

export const clockSchema = z.looseObject({
  /** The account's time (ISO 8601): its records and what falls due follow it. */
  now: isoText,
  /** How far the account's clock runs ahead of the service's, in milliseconds. */
  offset_ms: z.int(),
});
/**
 * What falls due as an account's clock moves (decision 020), in the order they fire when two
 * fall due at the same instant.
 */
export const DUE_KINDS = [
  'challenge_expired',
  'deposit_confirmed',
  'authorization_settled',
  'card_expired',
  'month_rolled',
] as const;
export type DueKind = (typeof DUE_KINDS)[number];

export const firedSchema = z.looseObject({
  kind: z.string(),
  at: isoText,
  id: z.nullable(z.string()),
});
export const advanceResultSchema = z.looseObject({
  now: isoText,
  offset_ms: z.int(),
  from: isoText,
  /** What fell due and happened, in the order it happened. */
  fired: z.array(firedSchema),
});
export const scenarioSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
});
export const scenarioResultSchema = z.looseObject({
  scenario: z.string(),
  cards: z.int(),
  transactions: z.int(),
  deposits: z.int(),
  pending_challenges: z.int(),
  wallet_balance: usdSchema,
  /** Only when the scenario made a new account: its seed, shown this once. */
  seed: z.optional(z.string()),
  /** The random_seed the scenario was built with, when one was given (decision 036). */
  random_seed: z.optional(z.int()),
});
/**
 * The decline reasons a purchase can be forced to (decision 040): the authorization rules' codes.
 * `three_ds_expired` is not among them: the account's clock makes it (advance 5 minutes).
 */
export const FORCEABLE_DECLINE_CODES = [
  'card_frozen',
  'card_terminated',
  'category_not_allowed',
  'exceeds_bin_transaction_limit',
  'exceeds_bin_monthly_limit',
  'exceeds_spending_limit',
  'insufficient_card_balance',
] as const;
export type ForceableDeclineCode = (typeof FORCEABLE_DECLINE_CODES)[number];

/** A trigger body's fields (decision 040). */
export type TriggerField = 'card_id' | 'amount' | 'merchant' | 'decline_reason';
const PURCHASE_FIELDS = ['card_id', 'amount', 'merchant'] as const;
/**
 * Which fields each event's trigger uses (decision 040); the sandbox refuses any other, and the
 * panel shows only these.
 */
export const TRIGGER_FIELDS: Record<WebhookEvent, readonly TriggerField[]> = {
  'card.created': ['amount'],
  'card.funded': ['card_id', 'amount'],
  'card.frozen': ['card_id'],
  'card.unfrozen': ['card_id'],
  'card.terminated': ['card_id'],
  'transaction.authorized': PURCHASE_FIELDS,
  'transaction.declined': [...PURCHASE_FIELDS, 'decline_reason'],
  'transaction.settled': PURCHASE_FIELDS,
  'transaction.refunded': PURCHASE_FIELDS,
  '3ds.challenge': PURCHASE_FIELDS,
  'deposit.pending': ['amount'],
  'deposit.confirmed': ['amount'],
};

/** A card whose balance the trigger changed (decision 040): USD before and after. */
export const cardBalanceChangeSchema = z.looseObject({
  card_id: z.string(),
  before: usdSchema,
  after: usdSchema,
});
export const triggerResultSchema = z.looseObject({
  type: z.string(),
  /** Every event the trigger emitted, in order (what it built on the way included). */
  emitted: z.array(z.string()),
  /** The records the event asked for is about; `null` where it has none (decision 040). */
  card_id: z.nullable(z.string()),
  transaction_id: z.nullable(z.string()),
  deposit_id: z.nullable(z.string()),
  challenge_id: z.nullable(z.string()),
  /** Every record the trigger made, by kind, in order. */
  created: z.looseObject({
    cards: z.array(z.string()),
    transactions: z.array(z.string()),
    deposits: z.array(z.string()),
    challenges: z.array(z.string()),
  }),
  /** The money it moved: the wallet before and after, and each card whose balance changed. */
  wallet_before: usdSchema,
  wallet_after: usdSchema,
  card_balances: z.array(cardBalanceChangeSchema),
});
export type TriggerResult = z.infer<typeof triggerResultSchema>;
export type Clock = z.infer<typeof clockSchema>;
export type AdvanceResult = z.infer<typeof advanceResultSchema>;
export type ScenarioInfo = z.infer<typeof scenarioSchema>;

/**
 * A scenario's fixed randomness (decision 036): the same number builds the same data — ids,
 * amounts, merchants, times relative to the account's clock. An unsigned 32-bit integer.
 */
const randomSeedSchema = z.optional(
  z.number().check(z.int(), z.minimum(0), z.maximum(4_294_967_295)),
);

/** Advance by `seconds`, or to the time `to` (ISO 8601); exactly one of them. */
/** At most 400 days in one step (service/domain/clock.ts MAX_ADVANCE_MS), here in seconds. */
const MAX_ADVANCE_SECONDS = 400 * 24 * 60 * 60;

export const sandboxToolOperations = {
  getClock: operation()({
    method: 'get',
    path: '/sandbox/clock',
    summary: "Read the account's clock",
    tag: 'Sandbox tools',
    response: { one: clockSchema },
    errors: [],
  }),
  advanceClock: operation()({
    method: 'post',
    path: '/sandbox/clock/advance',
    summary: "Advance the account's clock; what falls due fires, in order",
    tag: 'Sandbox tools',
    /** Exactly one of them (the sandbox says so: a rule between fields, not a shape). */
    body: z.strictObject({
      seconds: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ADVANCE_SECONDS))),
      to: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
    }),
    response: { one: advanceResultSchema },
    errors: [],
  }),
  listScenarios: operation()({
    method: 'get',
    path: '/sandbox/scenarios',
    summary: 'The named scenarios',
    tag: 'Sandbox tools',
    public: true,
    response: { list: scenarioSchema },
    errors: [],
  }),
  loadScenario: operation()({
    method: 'post',
    path: '/sandbox/scenarios/:id/load',
    summary: "Load a scenario into the caller's account (a new or empty one)",
    tag: 'Sandbox tools',
    bodyOptional: true,
    body: z.strictObject({ random_seed: randomSeedSchema }),
    response: { one: scenarioResultSchema },
    errors: ['invalid_state'],
  }),
  createScenarioAccount: operation()({
    method: 'post',
    path: '/sandbox/scenarios/:id/accounts',
    summary: 'Create a new account with a scenario in it (answers its seed once)',
    tag: 'Sandbox tools',
    status: 201,
    public: true,
    bodyOptional: true,
    body: z.strictObject({
      card: z.optional(z.enum(NETWORKS)),
      asset: z.optional(z.enum(FUNDING_ASSETS)),
      random_seed: randomSeedSchema,
    }),
    response: { one: scenarioResultSchema },
    errors: [],
  }),
  triggerEvent: operation()({
    method: 'post',
    path: '/sandbox/events/:type/trigger',
    summary: 'Make one of the 12 events happen, building what it needs',
    tag: 'Sandbox tools',
    status: 201,
    bodyOptional: true,
    /** What to act on and with (decision 040); each field only where its event uses it. */
    body: z.strictObject({
      card_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      /** USD: the purchase, the funding, the new card's balance or the deposit. */
      amount: z.optional(bodyAmount),
      /** The merchant's name (a reserved one forces an outcome: decision 040). */
      merchant: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
      decline_reason: z.optional(z.enum(FORCEABLE_DECLINE_CODES)),
    }),
    response: { one: triggerResultSchema },
    errors: [
      'limit_reached',
      'card_not_found',
      'card_terminated',
      'card_not_active',
      'invalid_state',
      'invalid_amount',
    ],
  }),
};

type ToolOperations = typeof sandboxToolOperations;
export type AdvanceClockBody = BodyOf<ToolOperations['advanceClock']>;
export type NewScenarioBody = BodyOf<ToolOperations['createScenarioAccount']>;
export type LoadScenarioBody = BodyOf<ToolOperations['loadScenario']>;
export type TriggerBody = BodyOf<ToolOperations['triggerEvent']>;
