import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cardQueries } from '../../api/cards';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { EndOldCard } from './end-old-card';
import { MoveSubscriptions, type SubscriptionToMove } from './move-subscriptions';
import { readyToTerminate, type ReplacePlan } from './replace-plan';
import type { RunState } from './replace-run';
import { ReplaceSteps } from './replace-steps';
import { STEP_WORDS } from './step-words';

/** A replace under way: its steps, what stopped it and how to resume, then the old card's end. */
export function ReplaceProgress({
  plan,
  run,
  last4,
  subscriptions,
  onResume,
  onTick,
  onEnd,
}: {
  plan: ReplacePlan;
  run: RunState | undefined;
  last4: string;
  subscriptions: SubscriptionToMove[] | undefined;
  onResume: () => void;
  onTick: (merchant: string, done: boolean) => void;
  onEnd: () => void;
}) {
  const { t, i18n } = useLingui();
  const running = run?.status === 'running';
  const ready = readyToTerminate(plan);
  const fresh = useQuery({
    ...cardQueries.detail(plan.newCardId ?? ''),
    enabled: !!plan.newCardId,
  });
  const newLast4 = fresh.data?.last4;
  const resume = (
    <Button size="sm" onClick={onResume}>
      <Trans>Resume</Trans>
    </Button>
  );
  const stepName = run?.status === 'failed' ? i18n._(STEP_WORDS[run.step]) : '';
  const left = (subscriptions ?? []).filter((s) => !plan.moved.includes(s.merchant)).length;
  return (
    <div className="space-y-5">
      <ReplaceSteps plan={plan} run={run} />
      {run?.status === 'failed' && (
        <Alert tone="error" title={t`Stopped at: ${stepName}`} action={resume}>
          {errorMessage(run.error)}{' '}
          <Trans>Nothing was lost. Resume to finish from this step.</Trans>
        </Alert>
      )}
      {!run && !ready && (
        <Alert tone="warning" title={t`This replace was interrupted`} action={resume}>
          <Trans>Nothing was lost. Resume to finish from where it stopped.</Trans>
        </Alert>
      )}
      {ready && !running && run?.status !== 'failed' && (
        <>
          {newLast4 && plan.newCardId && (
            <Alert tone="success" title={t`Your new card •••• ${newLast4} is ready`}>
              <Link
                to={paths.card(plan.newCardId)}
                className="font-medium underline underline-offset-2"
              >
                <Trans>Open the new card</Trans>
              </Link>
            </Alert>
          )}
          <MoveSubscriptions subscriptions={subscriptions} moved={plan.moved} onTick={onTick} />
          <EndOldCard last4={last4} left={left} busy={running} onConfirm={onEnd} />
        </>
      )}
    </div>
  );
}
