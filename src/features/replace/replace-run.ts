import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { cardsApi, moneyKeys } from '../../api/cards';
import { isApiError } from '../../api/errors';
import type { NotesScope } from '../../lib/notes/current';
import { sessionStore } from '../../lib/session';
import { dropPlan, planKeys, putPlan } from './plan-store';
import { performStep } from './perform-step';
import { groupOf, markDone, nextStep, type ReplacePlan, type StepGroup } from './replace-plan';

/** Where a run stands: `failed` names the step (in the page's words) and keeps the error. */
export type RunState =
  | { status: 'running' | 'paused' | 'finished'; plan: ReplacePlan }
  | { status: 'failed'; plan: ReplacePlan; step: StepGroup | 'balance'; error: unknown };

/*
 * The runs of this tab, by old card id, outside React: a page left and opened again (or rendered
 * twice) finds the run under way and follows it, and never starts a second one beside it — two
 * runs would send one step twice at once, which the service refuses as a key in use.
 */
const runs = new Map<string, RunState>();
const listeners = new Set<() => void>();
const set = (state: RunState) => {
  runs.set(state.plan.oldCardId, state);
  for (const listener of listeners) listener();
};
// Another seed in the tab (sign-out, a switch): the runs were the other account's.
sessionStore.onSeedChange(() => {
  runs.clear();
  for (const listener of listeners) listener();
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useReplaceRun(oldCardId: string): RunState | undefined {
  return useSyncExternalStore(subscribe, () => runs.get(oldCardId));
}

/**
 * Runs the plan's steps from the first one not done, saving the plan after each (decision 044),
 * up to the old card's termination, which only `terminate` (the person's confirmation) runs.
 */
export function startRun(
  plan: ReplacePlan,
  {
    scope,
    client,
    terminate = false,
  }: { scope: NotesScope; client: QueryClient; terminate?: boolean },
) {
  if (runs.get(plan.oldCardId)?.status === 'running') return;
  set({ status: 'running', plan });
  void (async () => {
    let current = plan;
    let at: StepGroup | 'balance' = 'balance';
    try {
      if (current.balanceCents === null) {
        const old = await cardsApi.get(current.oldCardId);
        current = { ...current, balanceCents: old.balance };
        await putPlan(scope, current);
        set({ status: 'running', plan: current });
      }
      for (let step = nextStep(current); step; step = nextStep(current)) {
        if (step.kind === 'terminate' && !terminate) break;
        at = groupOf(step);
        const made = await performStep(current, step);
        current = markDone(current, step, made);
        if (nextStep(current)) await putPlan(scope, current);
        else await dropPlan(scope, current.id);
        set({ status: 'running', plan: current });
      }
      set({ status: nextStep(current) ? 'paused' : 'finished', plan: current });
    } catch (error) {
      // A purchase since the balance was read: nothing left the old card yet (a refusal is not
      // kept, decision 002), so the resume reads the balance again (decision 044).
      if (at === 'withdraw' && current.done === 0 && isApiError(error)) {
        if (error.code === 'insufficient_card_balance') {
          current = { ...current, balanceCents: null };
          await putPlan(scope, current).catch(() => undefined);
        }
      }
      set({ status: 'failed', plan: current, step: at, error });
    } finally {
      await Promise.all([
        ...moneyKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
        client.invalidateQueries({ queryKey: planKeys.of(scope.id) }),
      ]);
    }
  })();
}

/** Forgets a finished run (the page shows the stored plans again). */
export const forgetRun = (oldCardId: string) => {
  runs.delete(oldCardId);
  for (const listener of listeners) listener();
};
