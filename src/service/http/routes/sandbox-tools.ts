import { fromCents } from '../../../contract/money';
import { sandboxToolOperations } from '../../../contract/sandbox-tools';
import { advanceClock, readClock, type AdvanceInput } from '../../domain/clock';
import { ServiceError } from '../../domain/errors';
import {
  createScenarioAccount,
  loadScenario,
  SCENARIOS,
  type ScenarioResult,
} from '../../domain/scenarios';
import { eventRecordIds } from '../../domain/trigger-money';
import { triggerEvent, type TriggerResult } from '../../domain/triggers';
import type { TriggerBody } from '../../../contract/sandbox-tools';
import { AMOUNT_MAX_CENTS, AMOUNT_MIN_CENTS } from '../../../contract/limits';
import { amountToCents } from '../validation';
import { implement, type Handlers } from '../implement';
import {
  ADVANCE_DOC,
  CLOCK_DOC,
  LOAD_DOC,
  SCENARIO_ACCOUNT_DOC,
  SCENARIOS_DOC,
  TRIGGER_DOC,
} from './sandbox-tools-doc';

function advanceInput(body: { seconds?: number | undefined; to?: string | undefined }) {
  if ((body.seconds === undefined) === (body.to === undefined))
    throw new ServiceError('invalid_request', 'Give exactly one of seconds or to.');
  if (body.seconds !== undefined) return { byMs: body.seconds * 1000 } satisfies AdvanceInput;
  const to = Date.parse(body.to!);
  if (!Number.isFinite(to))
    throw new ServiceError(
      'invalid_request',
      'to must be a time in ISO 8601 (2026-12-01T00:00:00Z).',
    );
  return { to } satisfies AdvanceInput;
}

const resultView = (result: ScenarioResult, seed?: string, randomSeed?: number) => ({
  scenario: result.scenario,
  cards: result.cards,
  transactions: result.transactions,
  deposits: result.deposits,
  pending_challenges: result.pendingChallenges,
  wallet_balance: fromCents(result.walletCents),
  ...(seed ? { seed } : {}),
  ...(randomSeed === undefined ? {} : { random_seed: randomSeed }),
});

const triggerInput = (body: TriggerBody | undefined) => ({
  cardId: body?.card_id,
  amountCents:
    body?.amount === undefined
      ? undefined
      : amountToCents(body.amount, 'amount', AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS),
  merchant: body?.merchant,
  declineReason: body?.decline_reason,
});

/** The trigger's answer (decision 040): what it emitted and made, and the money it moved. */
const triggerView = (result: TriggerResult) => {
  const ids = eventRecordIds(result.event);
  return {
    type: result.type,
    emitted: result.emitted.map((e) => e.type),
    card_id: ids.cardId,
    transaction_id: ids.transactionId,
    deposit_id: ids.depositId,
    challenge_id: ids.challengeId,
    created: result.created,
    wallet_before: fromCents(result.walletBeforeCents),
    wallet_after: fromCents(result.walletAfterCents),
    card_balances: result.cardBalances.map((c) => ({
      card_id: c.cardId,
      before: fromCents(c.beforeCents),
      after: fromCents(c.afterCents),
    })),
  };
};

/** The sandbox's tools for integrators (issue #31, decision 020). */
export const sandboxToolRoutes = {
  getClock: implement(sandboxToolOperations.getClock, {
    description: CLOCK_DOC,
    handle: ({ ctx }) => {
      const clock = readClock(ctx);
      return { now: clock.now, offset_ms: clock.offsetMs };
    },
  }),
  advanceClock: implement(sandboxToolOperations.advanceClock, {
    description: ADVANCE_DOC,
    handle: ({ ctx, body }) => {
      const result = advanceClock(ctx, advanceInput(body));
      return {
        now: result.now,
        offset_ms: result.offsetMs,
        from: result.from,
        fired: result.fired,
      };
    },
  }),
  listScenarios: implement(sandboxToolOperations.listScenarios, {
    description: SCENARIOS_DOC,
    handle: () => ({
      data: SCENARIOS.map(({ id, title, description }) => ({ id, title, description })),
    }),
  }),
  loadScenario: implement(sandboxToolOperations.loadScenario, {
    description: LOAD_DOC,
    handle: ({ ctx, params, body }) =>
      resultView(loadScenario(ctx, params.id, body?.random_seed), undefined, body?.random_seed),
  }),
  createScenarioAccount: implement(sandboxToolOperations.createScenarioAccount, {
    description: SCENARIO_ACCOUNT_DOC,
    handle: ({ env, params, body }) => {
      const { seed, result } = createScenarioAccount(env, params.id, {
        card: body?.card,
        asset: body?.asset,
        randomSeed: body?.random_seed,
      });
      return resultView(result, seed, body?.random_seed);
    },
  }),
  triggerEvent: implement(sandboxToolOperations.triggerEvent, {
    description: TRIGGER_DOC,
    handle: ({ ctx, params, body }) =>
      triggerView(triggerEvent(ctx, params.type, triggerInput(body))),
  }),
} satisfies Handlers<typeof sandboxToolOperations>;
