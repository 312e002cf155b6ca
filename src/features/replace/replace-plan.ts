import { AMOUNT_MAX_CENTS, FUND_MAX_CENTS, FUND_MIN_CENTS } from '../../contract/limits';
import type { Cents } from '../../lib/money';
import type { ReplacePlan } from './plan-schema';

/**
 * A card's replace as a plan kept on this device (decision 044): what is known so far and which
 * steps are done. Every step is a pure function of the plan, so an interrupted replace computes
 * the same next step, with the same idempotency key, after a reload: a step whose answer was lost
 * is replayed by the service, never made twice.
 */
// Its schema (zod) is in plan-schema.ts, loaded with the plans' first read: not in the page's
// first load (decision 005's budget).
export type { ReplacePlan } from './plan-schema';

export type ReplaceStep =
  | { kind: 'withdraw'; id: string; cents: Cents }
  | { kind: 'create'; id: 'create'; cents: Cents }
  | { kind: 'settings'; id: 'settings' }
  | { kind: 'fund'; id: string; cents: Cents }
  | { kind: 'give-back'; id: 'give-back'; cents: Cents }
  | { kind: 'terminate'; id: 'terminate' };

/** What the person reads of a step: the money steps of one kind are one line. */
export type StepGroup = 'withdraw' | 'create' | 'settings' | 'fund' | 'terminate';

export function newPlan(
  id: string,
  old: { id: string; bin_id: string; label: string },
): ReplacePlan {
  return {
    id,
    oldCardId: old.id,
    binId: old.bin_id,
    label: old.label,
    balanceCents: null,
    newCardId: null,
    done: 0,
    moved: [],
  };
}

/** The balance out of the old card, in withdrawals the service accepts (at most AMOUNT_MAX each). */
export function withdrawParts(cents: Cents): Cents[] {
  const parts: Cents[] = [];
  for (let left = cents; left > 0; left -= Math.min(left, AMOUNT_MAX_CENTS))
    parts.push(Math.min(left, AMOUNT_MAX_CENTS));
  return parts;
}

/**
 * The balance onto the new card: its creation funds the first part and top-ups the rest, each
 * within the fund bounds ($1.00–$5,000.00). A balance under $1.00 still opens the card with $1.00
 * from the wallet, and the difference goes back at once (`giveBack`).
 */
export function fundingParts(cents: Cents): { create: Cents; funds: Cents[]; giveBack: Cents } {
  if (cents < FUND_MIN_CENTS)
    return { create: FUND_MIN_CENTS, funds: [], giveBack: FUND_MIN_CENTS - cents };
  const parts: Cents[] = [];
  for (let left = cents; left > 0; left -= Math.min(left, FUND_MAX_CENTS))
    parts.push(Math.min(left, FUND_MAX_CENTS));
  const last = parts.length - 1;
  // A remainder under the minimum borrows from the part before it (which stays far above it).
  if (parts[last]! < FUND_MIN_CENTS) {
    parts[last - 1]! -= FUND_MIN_CENTS - parts[last]!;
    parts[last] = FUND_MIN_CENTS;
  }
  const [create, ...funds] = parts;
  return { create: create!, funds, giveBack: 0 };
}

/** Every step of the plan in order; empty until the old card's balance is known. */
export function stepsOf(plan: ReplacePlan): ReplaceStep[] {
  if (plan.balanceCents === null) return [];
  const { create, funds, giveBack } = fundingParts(plan.balanceCents);
  return [
    ...withdrawParts(plan.balanceCents).map((cents, i) => ({
      kind: 'withdraw' as const,
      id: `withdraw-${i}`,
      cents,
    })),
    { kind: 'create', id: 'create', cents: create },
    { kind: 'settings', id: 'settings' },
    ...funds.map((cents, i) => ({ kind: 'fund' as const, id: `fund-${i}`, cents })),
    ...(giveBack > 0
      ? [{ kind: 'give-back' as const, id: 'give-back' as const, cents: giveBack }]
      : []),
    { kind: 'terminate', id: 'terminate' },
  ];
}

/** The first step not done yet, or null when the replace is complete. */
export const nextStep = (plan: ReplacePlan): ReplaceStep | null => stepsOf(plan)[plan.done] ?? null;

/** Everything up to the old card's termination is done: what is left waits for a confirmation. */
export const readyToTerminate = (plan: ReplacePlan) => nextStep(plan)?.kind === 'terminate';

export const groupOf = (step: ReplaceStep): StepGroup =>
  step.kind === 'give-back' ? 'fund' : step.kind;

/** The step's idempotency key: the plan's id and the step's, the same at every resume. */
export const stepKey = (plan: ReplacePlan, step: ReplaceStep) => `${plan.id}:${step.id}`;

export function markDone(plan: ReplacePlan, step: ReplaceStep, newCardId?: string): ReplacePlan {
  return {
    ...plan,
    done: nextStep(plan)?.id === step.id ? plan.done + 1 : plan.done,
    newCardId: newCardId ?? plan.newCardId,
  };
}
