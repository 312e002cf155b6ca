import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useRefundTransaction, useSettleTransaction } from '../../api/sandbox';
import { transactionQueries } from '../../api/transactions';
import { Button } from '../../components/ui/button';
import type { Transaction } from '../../contract/transactions';
import { formatCents, parseUserAmount } from '../../lib/money';
import { Outcome } from './panel-section';
import { refundState, type RefundState } from './refund-state';

/**
 * One authorization: what it is now (settled, refunded, what is left) and the actions it still
 * allows (issue #29). Its own outcome under it: a success replaces an earlier error.
 */
export function SettleRefundRow({ txn }: { txn: Transaction }) {
  const { t } = useLingui();
  const detail = useQuery(transactionQueries.detail(txn.id));
  const state = refundState(detail.data);
  const settle = useSettleTransaction();
  const refund = useRefundTransaction();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const errorId = useId();
  const merchant = txn.merchant.name;
  const amount = formatCents(-txn.amount);

  function doSettle() {
    setInvalid(undefined);
    refund.reset();
    settle.mutate({ transactionId: txn.id });
  }
  function doRefund(event: React.FormEvent) {
    event.preventDefault();
    settle.reset();
    refund.reset();
    const text = typed.trim();
    const cents = text === '' ? null : parseUserAmount(text);
    if (text !== '' && (cents === null || cents < 1)) {
      setInvalid(t`Enter a refund amount such as 5.00, or leave it empty for a full refund.`);
      return;
    }
    if (cents !== null && state && cents > state.remaining) {
      const most = formatCents(state.remaining);
      setInvalid(t`At most ${most} can be refunded.`);
      return;
    }
    setInvalid(undefined);
    refund.mutate(
      { transactionId: txn.id, amount: cents ?? undefined },
      { onSuccess: () => setTyped('') },
    );
  }

  const failed =
    invalid ??
    ((refund.error ?? settle.error) ? errorMessage(refund.error ?? settle.error) : undefined);
  const open = state ? state.remaining > 0 : !detail.isPending;
  return (
    <li className="space-y-2 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span>
          {merchant} · {amount}
        </span>
        {state && <RowState {...state} />}
      </p>
      {open && (
        <div className="flex flex-wrap items-center gap-2">
          {!state?.settled && (
            <Button
              type="button"
              aria-label={t`Settle ${merchant} ${amount}`}
              size="sm"
              variant="secondary"
              busy={settle.isPending}
              onClick={doSettle}
            >
              <Trans>Settle</Trans>
            </Button>
          )}
          <form onSubmit={doRefund} noValidate className="flex items-center gap-2">
            <input
              aria-label={t`Refund amount for ${merchant} (empty: all)`}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={failed ? errorId : undefined}
              placeholder={t`all`}
              inputMode="decimal"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              className="w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:aria-[invalid=true]:border-red-400"
            />
            <Button
              type="submit"
              aria-label={t`Refund ${merchant} ${amount}`}
              size="sm"
              variant="secondary"
              busy={refund.isPending}
            >
              <Trans>Refund</Trans>
            </Button>
          </form>
        </div>
      )}
      <div id={errorId}>
        {failed ? (
          <Outcome tone="error">{failed}</Outcome>
        ) : refund.data ? (
          <Outcome tone="success">{t`Refunded ${formatCents(refund.data.amount)}.`}</Outcome>
        ) : settle.data ? (
          <Outcome tone="success">{t`Settled ${formatCents(-settle.data.amount)}.`}</Outcome>
        ) : null}
      </div>
    </li>
  );
}

function RowState({ settled, refunded, remaining }: RefundState) {
  const { t } = useLingui();
  const done = formatCents(refunded);
  const left = formatCents(remaining);
  const parts = [
    settled ? t`Settled` : t`Authorized`,
    remaining === 0 ? t`refunded in full` : refunded > 0 ? t`refunded ${done}, ${left} left` : null,
  ].filter(Boolean);
  return <span className="text-slate-600 dark:text-slate-400">{parts.join(' · ')}</span>;
}
