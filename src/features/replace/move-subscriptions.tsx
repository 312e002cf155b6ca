import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../lib/format';
import { formatCents, type Cents } from '../../lib/money';

/** A recurring charge found on the old card (the subscription radar's, given by the route). */
export type SubscriptionToMove = { merchant: string; nextAt: number; nextCents: Cents };

/**
 * The subscriptions to give the new card's number, each with a tick kept in the plan: the
 * service cannot move them, the person does, at each merchant (decision 044).
 */
export function MoveSubscriptions({
  subscriptions,
  moved,
  onTick,
}: {
  subscriptions: SubscriptionToMove[] | undefined;
  moved: readonly string[];
  onTick: (merchant: string, done: boolean) => void;
}) {
  const { t } = useLingui();
  if (!subscriptions) return null;
  return (
    <section aria-labelledby="move-subs-heading" className="space-y-2">
      <h2 id="move-subs-heading" className="text-base font-semibold">
        <Trans>Subscriptions to move</Trans>
      </h2>
      {subscriptions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>No subscription was found on the old card.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Give each merchant the new card’s number before you end the old card, and tick it when
              done.
            </Trans>
          </p>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {subscriptions.map((s) => {
              const amount = formatCents(s.nextCents);
              const date = formatDate(new Date(s.nextAt).toISOString());
              return (
                <li key={s.merchant} className="py-2">
                  <label className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-brand-600"
                      checked={moved.includes(s.merchant)}
                      onChange={(event) => onTick(s.merchant, event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="font-medium">{s.merchant}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">
                        {t`Next: ${amount} on ${date}`}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
