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
    read: ({ seconds, to, ...unread }) => [advanceInput({ seconds, to }), unread],
    handle: ({ ctx, input }) => {
      const result = advanceClock(ctx, input);
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
    read: ({ random_seed, ...unread }) => [random_seed, unread],
    handle: ({ ctx, params, input: randomSeed }) =>
      resultView(loadScenario(ctx, params.id, randomSeed), undefined, randomSeed),
  }),
  createScenarioAccount: implement(sandboxToolOperations.createScenarioAccount, {
    description: SCENARIO_ACCOUNT_DOC,
    read: ({ card, asset, random_seed, ...unread }) => [
      { card, asset, randomSeed: random_seed },
      unread,
    ],
    handle: ({ env, params, input }) => {
      const { seed, result } = createScenarioAccount(env, params.id, input);
      return resultView(result, seed, input.randomSeed);
    },
  }),
  triggerEvent: implement(sandboxToolOperations.triggerEvent, {
    description: TRIGGER_DOC,
    read: ({ card_id, amount, merchant, decline_reason, ...unread }) => [
      {
        cardId: card_id,
        amountCents:
          amount === undefined
            ? undefined
            : amountToCents(amount, 'amount', AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS),
        merchant,
        declineReason: decline_reason,
      },
      unread,
    ],
    handle: ({ ctx, params, input }) => triggerView(triggerEvent(ctx, params.type, input)),
  }),
} satisfies Handlers<typeof sandboxToolOperations>;
