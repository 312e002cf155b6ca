import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { cardWithLast4Unbroken } from '../../lib/service-words';
import type { SubscriptionToMove } from './move-subscriptions';
import { replacePageQueries } from './page-queries';
import { planKeys, PlansFullError, putPlan, useReplacePlans } from './plan-store';
import { newPlan, readyToTerminate, type ReplacePlan } from './replace-plan';
import { ReplaceIntro } from './replace-intro';
import { ReplaceProgress } from './replace-progress';
import { startRun, useReplaceRun } from './replace-run';
import { ReplaceResult } from './replace-result';

export type UseSubscriptionsOf = (cardId: string) => SubscriptionToMove[] | undefined;

/** `/cards/:cardId/replace`: a new card with everything on the old one (issue #51, decision 044). */
export function ReplacePage({
  cardId,
  useSubscriptionsOf,
}: {
  cardId: string;
  /** The subscription radar's finds on a card (a feature of its own: the route passes it). */
  useSubscriptionsOf: UseSubscriptionsOf;
}) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const card = useQuery(replacePageQueries(cardId).card);
  const plans = useReplacePlans();
  const run = useReplaceRun(cardId);
  const subscriptions = useSubscriptionsOf(cardId);
  const [startError, setStartError] = useState<unknown>(null);
  const stored = plans.data?.find((p) => p.oldCardId === cardId);
  // While a run goes, its plan is ahead of the stored one by a read; otherwise the stored one
  // (which holds the ticks) is the plan.
  const plan =
    run?.status === 'running'
      ? run.plan
      : (stored ?? (run?.status === 'finished' ? undefined : run?.plan));
  const name = card.data ? cardWithLast4Unbroken(i18n, card.data) : '';
  const title = card.data ? t`Replace ${name}` : t`Replace a card`;
  const go = (terminate = false) =>
    plan && startRun(plan, { scope: plans.scope, client, terminate });

  const body = () => {
    if (card.isError) return <Alert tone="error">{errorMessage(card.error)}</Alert>;
    if (plans.locked)
      return (
        <Alert tone="info">
          <Trans>
            Your replaces are sealed on this device. Open a transaction’s notes with your passphrase
            to open them.
          </Trans>
        </Alert>
      );
    if (run?.status === 'finished') return <ReplaceResult plan={run.plan} />;
    if (!card.data || plans.isPending) return <Skeleton className="h-40" />;
    if (plan)
      return (
        <ReplaceProgress
          plan={plan}
          run={run}
          last4={card.data.last4}
          subscriptions={subscriptions}
          onResume={() => go(run?.status === 'failed' && readyToTerminate(plan))}
          onTick={(merchant, done) => {
            const moved = plan.moved.filter((m) => m !== merchant);
            const next = { ...plan, moved: done ? [...moved, merchant] : moved };
            // Ticked at once (a checkbox answers its click), kept on the device after.
            client.setQueryData<ReplacePlan[]>(planKeys.of(plans.scope.id), (list) =>
              list?.map((p) => (p.id === next.id ? next : p)),
            );
            void putPlan(plans.scope, next);
          }}
          onEnd={() => go(true)}
        />
      );
    if (card.data.status === 'terminated')
      return (
        <Alert tone="info">
          <Trans>This card is terminated: there is nothing left to replace.</Trans>
        </Alert>
      );
    return (
      <>
        {startError !== null && (
          <Alert tone="error">
            {startError instanceof PlansFullError
              ? t`The replaces under way on this device leave no room for another. Finish one first.`
              : errorMessage(startError)}
          </Alert>
        )}
        <ReplaceIntro
          card={card.data}
          busy={false}
          onStart={() => {
            const fresh = newPlan(`rpl_${crypto.randomUUID()}`, card.data);
            putPlan(plans.scope, fresh).then(
              () => startRun(fresh, { scope: plans.scope, client }),
              setStartError,
            );
          }}
        />
      </>
    );
  };

  // Once replaced, the way back is to the new card: the old one is ended (decision 044).
  const newCardId = run?.status === 'finished' ? run.plan.newCardId : null;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <nav aria-label={t`Breadcrumb`} className="text-sm">
        <Link
          to={paths.card(newCardId ?? cardId)}
          className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          {newCardId ? <Trans>Go to the new card</Trans> : <Trans>Back to the card</Trans>}
        </Link>
      </nav>
      <PageHeader title={title} />
      {body()}
    </div>
  );
}
