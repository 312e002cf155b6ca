import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefundTransaction, useSettleTransaction } from '../../api/sandbox';
import { transactionQueries } from '../../api/transactions';
import { Button } from '../../components/ui/button';
import { formatUsd, fromCents, parseUserAmount } from '../../lib/money';
import { ActionError, Outcome, PanelSection } from './panel-section';

export function SettleRefund() {
  const { t } = useLingui();
  const auths = useQuery(transactionQueries.list({ type: 'authorization', per_page: 8 }));
  const settle = useSettleTransaction();
  const refund = useRefundTransaction();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();

  function doRefund(transactionId: string) {
    const text = amounts[transactionId]?.trim() ?? '';
    if (text === '') return refund.mutate({ transactionId });
    const cents = parseUserAmount(text);
    if (cents === null || cents < 1) {
      setError(t`Enter a refund amount such as 5.00, or leave it empty for a full refund.`);
      return;
    }
    setError(undefined);
    refund.mutate({ transactionId, amount: fromCents(cents) });
  }

  const rows = auths.data?.data ?? [];
  return (
    <PanelSection title={t`Settle or refund`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {auths.isLoading ? t`Loading…` : t`No authorizations yet.`}
        </p>
      ) : (
        <ul className="space-y-2">
          {rows.map((txn) => {
            const merchant = txn.merchant.name;
            const amount = formatUsd(-txn.amount);
            return (
              <li
                key={txn.id}
                className="space-y-2 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
              >
                <p>
                  {merchant} · {amount}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    aria-label={t`Settle ${merchant} ${amount}`}
                    size="sm"
                    variant="secondary"
                    onClick={() => settle.mutate({ transactionId: txn.id })}
                  >
                    <Trans>Settle</Trans>
                  </Button>
                  <input
                    aria-label={t`Refund amount for ${merchant} (empty: all)`}
                    placeholder={t`all`}
                    inputMode="decimal"
                    value={amounts[txn.id] ?? ''}
                    onChange={(e) => setAmounts((a) => ({ ...a, [txn.id]: e.target.value }))}
                    className="w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
                  />
                  <Button
                    aria-label={t`Refund ${merchant} ${amount}`}
                    size="sm"
                    variant="secondary"
                    onClick={() => doRefund(txn.id)}
                  >
                    <Trans>Refund</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {error && <Outcome tone="error">{error}</Outcome>}
      <ActionError errors={[settle.error, refund.error]} />
      {settle.data && (
        <Outcome tone="success">{t`Settled ${formatUsd(-settle.data.amount)}.`}</Outcome>
      )}
      {refund.data && (
        <Outcome tone="success">{t`Refunded ${formatUsd(refund.data.amount)}.`}</Outcome>
      )}
    </PanelSection>
  );
}
