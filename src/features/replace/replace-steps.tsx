import { useLingui } from '@lingui/react/macro';
import { Check, CircleAlert, Circle, LoaderCircle } from 'lucide-react';
import { groupOf, nextStep, stepsOf, type ReplacePlan, type StepGroup } from './replace-plan';
import type { RunState } from './replace-run';
import { STEP_GROUPS, STEP_WORDS } from './step-words';

type StepState = 'done' | 'running' | 'failed' | 'waiting';

/** Each group of steps is done when every step in it is (a group without money is done at once). */
function stateOf(group: StepGroup, plan: ReplacePlan, run: RunState | undefined): StepState {
  const next = nextStep(plan);
  const known = plan.balanceCents !== null;
  const left = stepsOf(plan).slice(plan.done);
  if (known && !left.some((step) => groupOf(step) === group)) return 'done';
  // The group under way: the next step's, or the first while the balance is still being read.
  const first = next ? groupOf(next) : STEP_GROUPS[0];
  if (run?.status === 'failed' && first === group) return 'failed';
  if (run?.status === 'running' && first === group) return 'running';
  return 'waiting';
}

const ICONS = {
  done: <Check aria-hidden="true" className="h-4 w-4 text-emerald-600 dark:text-emerald-400" />,
  running: (
    <LoaderCircle
      aria-hidden="true"
      className="h-4 w-4 animate-spin text-brand-600 dark:text-brand-300"
    />
  ),
  failed: <CircleAlert aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />,
  waiting: <Circle aria-hidden="true" className="h-4 w-4 text-slate-400" />,
};

/** The replace's steps in order, each with its state in words (not only an icon). */
export function ReplaceSteps({ plan, run }: { plan: ReplacePlan; run: RunState | undefined }) {
  const { t, i18n } = useLingui();
  const words: Record<StepState, string> = {
    done: t`done`,
    running: t`under way`,
    failed: t`stopped`,
    waiting: t`to do`,
  };
  return (
    <ol aria-label={t`Steps`} className="space-y-2">
      {STEP_GROUPS.map((group) => {
        const state = stateOf(group, plan, run);
        return (
          <li key={group} className="flex items-center gap-3 text-sm">
            {ICONS[state]}
            <span className={state === 'waiting' ? 'text-slate-600 dark:text-slate-400' : ''}>
              {i18n._(STEP_WORDS[group])}
              <span className="sr-only">: {words[state]}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
