import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../components/ui/toaster';
import * as z from 'zod/mini';
import { useFundCard, useWithdrawCard } from '../../api/cards';
import { errorMessage, fieldErrorMessage, hasErrorCode, isApiError } from '../../api/errors';
import { createActionKey } from '../../api/idempotency';
import type { CardSummary } from '../../contract/cards';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { amountInput, fundRangeText, fundAmountInput } from '../../lib/amount-input';
import { centsText, formatCents, parseUserAmount, type Cents } from '../../lib/money';

export type Direction = 'fund' | 'withdraw';

/** Bounds in cents: funding within FUND_LIMITS and not more than the wallet; withdrawing up to the card balance. */
/** The service's refusals shown at the amount field; the contract's codes (a renamed one fails the typecheck). */
const AMOUNT_ERRORS = [
  'insufficient_funds',
  'insufficient_card_balance',
  'invalid_amount',
] as const;

export function moveMoneySchema(direction: Direction, walletCents: number, cardCents: number) {
  const amount =
    direction === 'fund'
      ? fundAmountInput(walletCents)
      : amountInput({
          min: 1,
          max: cardCents,
          maxReason: t`The card holds ${formatCents(cardCents)}.`,
        });
  return z.object({ amount });
}

/** Needs only the card's id, last four digits and balance: the overview opens it from a list item. */
export function MoveMoneyDialog({
  card,
  direction,
  onClose,
  initialCents,
}: {
  card: Pick<CardSummary, 'id' | 'last4' | 'balance'>;
  direction: Direction;
  onClose: () => void;
  /** An amount to start from (the radar's shortfall); the person can change it. */
  initialCents?: Cents | undefined;
}) {
  const { t } = useLingui();
  const wallet = useQuery(walletQueries.balance());
  const walletCents = wallet.data ? wallet.data.balance : 0;
  const cardCents = card.balance;
  const fund = useFundCard();
  const withdraw = useWithdrawCard();
  const mutation = direction === 'fund' ? fund : withdraw;
  // One idempotency key per submission: a double click or a retry after a network error moves money once.
  const [action] = useState(createActionKey);
  const { register, handleSubmit, formState, control, setError, trigger } = useForm<
    { amount: string },
    unknown,
    { amount: number }
  >({
    resolver: zodResolver(moveMoneySchema(direction, walletCents, cardCents)),
    defaultValues: { amount: initialCents === undefined ? '' : centsText(initialCents) },
    // Checked as it is typed: a refused amount says why at once, and nothing previews or sends it.
    mode: 'onChange',
  });
  // A suggested amount is checked at once, as if typed: one the wallet cannot cover says so.
  useEffect(() => {
    if (initialCents !== undefined) void trigger('amount');
  }, [initialCents, trigger]);
  const typed = parseUserAmount(useWatch({ control, name: 'amount' }) ?? '') ?? 0;
  // A refused amount has no "after": a preview never shows a balance that cannot happen.
  const refused = Boolean(formState.errors.amount);
  const sign = direction === 'fund' ? 1 : -1;
  const last4 = card.last4;

  function submit({ amount }: { amount: number }) {
    const idempotencyKey = action.begin();
    if (!idempotencyKey) return; // already on its way
    const variables = { cardId: card.id, amount, idempotencyKey };
    const options = {
      onSuccess: () => {
        action.settle();
        toast.success(
          direction === 'fund'
            ? t`Added ${formatCents(amount)} to •••• ${last4}`
            : t`Moved ${formatCents(amount)} back to your wallet`,
        );
        onClose();
      },
      onError: (error: unknown) => {
        action.settle(error);
        if (hasErrorCode(error, AMOUNT_ERRORS)) {
          setError('amount', { message: fieldErrorMessage(error) });
        }
      },
    };
    if (direction === 'fund') fund.mutate(variables, options);
    else withdraw.mutate(variables, options);
  }

  const title = direction === 'fund' ? t`Fund •••• ${last4}` : t`Withdraw from •••• ${last4}`;
  const fieldError = hasErrorCode(mutation.error, AMOUNT_ERRORS);
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={
        direction === 'fund'
          ? t`Move money from your wallet to this card.`
          : t`Move money from this card back to your wallet.`
      }
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        {mutation.isError && !fieldError && (
          <Alert
            tone="error"
            title={
              isApiError(mutation.error) && mutation.error.isNetworkError
                ? t`Not sent — or not confirmed`
                : undefined
            }
          >
            {errorMessage(mutation.error)}
            {isApiError(mutation.error) &&
              mutation.error.isNetworkError &&
              ` ${t`Submitting again is safe: the money moves at most once.`}`}
          </Alert>
        )}
        <TextField
          label={t`Amount (USD)`}
          inputMode="decimal"
          placeholder={direction === 'fund' ? '25.00' : formatCents(cardCents).replace('$', '')}
          hint={direction === 'fund' ? `${fundRangeText()}.` : t`Up to ${formatCents(cardCents)}.`}
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <BeforeAfter
            label={t`Wallet`}
            before={walletCents}
            after={refused ? null : walletCents - sign * typed}
            loading={wallet.isPending}
          />
          <BeforeAfter
            label={t`Card`}
            before={cardCents}
            after={refused ? null : cardCents + sign * typed}
          />
        </dl>
        {direction === 'fund' && walletCents < 100 && wallet.data && (
          <Alert tone="warning" title={t`Your wallet is empty`}>
            <Trans>Deposit crypto first: the card is funded from the wallet balance.</Trans>
          </Alert>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={mutation.isPending} disabled={refused}>
            {direction === 'fund' ? t`Fund card` : t`Withdraw`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function BeforeAfter({
  label,
  before,
  after,
  loading = false,
}: {
  label: string;
  before: number;
  /** Null while the amount is refused. */
  after: number | null;
  loading?: boolean;
}) {
  return (
    <div className="rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
      <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 tabular-nums">
        {loading ? '…' : formatCents(before)} <span aria-hidden="true">→</span>
        <span className="sr-only">
          {' '}
          <Trans>after:</Trans>{' '}
        </span>{' '}
        <span className="font-semibold">
          {loading ? '…' : after === null ? '—' : formatCents(after)}
        </span>
      </dd>
    </div>
  );
}
