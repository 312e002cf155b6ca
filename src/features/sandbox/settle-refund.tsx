import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { transactionQueries } from '../../api/transactions';
import { PanelSection } from './panel-section';
import { SettleRefundRow } from './settle-refund-row';

/** The latest purchases, each with where it stands and what can still be done with it. */
export function SettleRefund() {
  const { t } = useLingui();
  const auths = useQuery(transactionQueries.list({ type: 'authorization', per_page: 8 }));
  const rows = auths.data?.data ?? [];
  return (
    <PanelSection title={t`Settle or refund`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {auths.isLoading ? t`Loading…` : t`No authorizations yet.`}
        </p>
      ) : (
        <ul className="space-y-2">
          {rows.map((txn) => (
            <SettleRefundRow key={txn.id} txn={txn} />
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
