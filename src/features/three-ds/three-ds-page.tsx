import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { CHALLENGE_STATUSES } from '../../contract/fields';
import { threeDsKeys } from '../../api/three-ds';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { CardSelect, cardOptionName } from '../../components/ui/card-select';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useUrlView } from '../../lib/url-view';
import { PendingChallenge } from './challenge-card';
import { HistoryRow } from './history-row';
import { notificationsWanted, setNotificationsWanted } from './use-challenge-alerts';
import { EnumSelect } from '../../components/ui/enum-select';
import { challengeView, threeDsPageQueries } from './page-queries';

export function ThreeDsPage() {
  const { t } = useLingui();
  const { view, update } = useUrlView(challengeView);
  const { card_id: cardId, status } = view;
  const queryClient = useQueryClient();
  const first = threeDsPageQueries(view);
  const pending = useQuery(first.pending);
  const history = useQuery(first.history);
  const cards = useQuery(first.cards);
  const cardName = (id: string) => {
    const card = cards.data?.data.find((c) => c.id === id);
    return card ? cardOptionName(card) : t`Card`;
  };
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: threeDsKeys.all }),
    [queryClient],
  );
  const set = (key: 'card_id' | 'status', value: string) =>
    update({ [key]: value || undefined }, { replace: true });
  const done = history.data?.data.filter((c) => c.status !== 'pending') ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t`3-D Secure`}
        description={t`When a shop asks for 3-D Secure, its one-time code appears here. Codes are valid for 5 minutes.`}
        actions={<NotificationToggle />}
      />
      <div className="grid grid-cols-2 gap-3 sm:max-w-lg">
        <CardSelect
          cards={cards.data?.data ?? []}
          value={cardId ?? ''}
          onChange={(id) => set('card_id', id ?? '')}
        />
        <EnumSelect
          label={t`Status of past codes`}
          options={CHALLENGE_STATUSES}
          value={status}
          onChange={(next) => update({ status: next }, { replace: true })}
          allLabel={t`All`}
        />
      </div>
      <section aria-labelledby="pending-heading" className="space-y-3">
        <h2 id="pending-heading" className="text-lg font-semibold">
          <Trans>Waiting for a code</Trans>
        </h2>
        {pending.isPending && <Skeleton className="h-32 w-full rounded-card" />}
        {pending.isError && <Alert tone="error">{errorMessage(pending.error)}</Alert>}
        {pending.data?.data.length === 0 && (
          <EmptyState title={t`Nothing to approve`}>
            <Trans>New requests appear here by themselves while this app is open.</Trans>
          </EmptyState>
        )}
        {pending.data && pending.data.data.length > 0 && (
          <ul className="space-y-3">
            {pending.data.data.map((c) => (
              <PendingChallenge
                key={c.id}
                challenge={c}
                cardName={cardName(c.card_id)}
                onExpire={refresh}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="done-heading" className="space-y-3">
        <h2 id="done-heading" className="text-lg font-semibold">
          <Trans>Completed and expired</Trans>
        </h2>
        {done.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {history.isPending ? t`Loading…` : t`None yet.`}
          </p>
        ) : (
          <ul
            aria-label={t`Past challenges`}
            className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {done.map((c) => (
              <HistoryRow key={c.id} challenge={c} cardName={cardName(c.card_id)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NotificationToggle() {
  const { t } = useLingui();
  const supported = typeof Notification !== 'undefined';
  const [on, setOn] = useState(
    () => supported && notificationsWanted() && Notification.permission === 'granted',
  );
  if (!supported) return null;
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        if (on) {
          setNotificationsWanted(false);
          setOn(false);
          return;
        }
        const permission = await Notification.requestPermission();
        setNotificationsWanted(permission === 'granted');
        setOn(permission === 'granted');
      }}
    >
      {on ? t`Turn off browser notifications` : t`Notify me in the browser`}
    </Button>
  );
}
