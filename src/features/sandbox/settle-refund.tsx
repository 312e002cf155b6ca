import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefundTransaction, useSettleTransaction } from '../../api/sandbox';
import { transactionQueries } from '../../api/transactions';
import { Button } from '../../components/ui/button';
import { formatUsd, fromCents, parseUserAmount } from '../../lib/money';
import { ActionError, Outcome, PanelSection } from './panel-section';

export function SettleRefund() {
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
      setError('Enter a refund amount such as 5.00, or leave it empty for a full refund.');
      return;
    }
    setError(undefined);
    refund.mutate({ transactionId, amount: fromCents(cents) });
  }

  const rows = auths.data?.data ?? [];
  return (
    <PanelSection title="Settle or refund">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {auths.isLoading ? 'Loading…' : 'No authorizations yet.'}
        </p>
      ) : (
        <ul className="space-y-2">
          {rows.map((t) => (
            <li
              key={t.id}
              className="space-y-2 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
            >
              <p>
                {t.merchant.name} · {formatUsd(-t.amount)}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  aria-label={`Settle ${t.merchant.name} ${formatUsd(-t.amount)}`}
                  size="sm"
                  variant="secondary"
                  onClick={() => settle.mutate({ transactionId: t.id })}
                >
                  Settle
                </Button>
                <input
                  aria-label={`Refund amount for ${t.merchant.name} (empty: all)`}
                  placeholder="all"
                  inputMode="decimal"
                  value={amounts[t.id] ?? ''}
                  onChange={(e) => setAmounts((a) => ({ ...a, [t.id]: e.target.value }))}
                  className="w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
                />
                <Button
                  aria-label={`Refund ${t.merchant.name} ${formatUsd(-t.amount)}`}
                  size="sm"
                  variant="secondary"
                  onClick={() => doRefund(t.id)}
                >
                  Refund
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && <Outcome tone="error">{error}</Outcome>}
      <ActionError errors={[settle.error, refund.error]} />
      {settle.data && <Outcome tone="success">Settled {formatUsd(-settle.data.amount)}.</Outcome>}
      {refund.data && <Outcome tone="success">Refunded {formatUsd(refund.data.amount)}.</Outcome>}
    </PanelSection>
  );
}
