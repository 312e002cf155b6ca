import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import type { Cadence } from './cadence';
import type { Subscription } from './detect-subscriptions';

const CADENCE: Record<Cadence, MessageDescriptor> = {
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  yearly: msg`Yearly`,
};

/** One subscription: who, how often, the next charge, a price rise, and "Not a subscription". */
export function SubscriptionRow({
  subscription: s,
  cardName,
  onDismiss,
}: {
  subscription: Subscription;
  /** On the overview, which card pays it. */
  cardName?: string;
  onDismiss: () => void;
}) {
  const { t, i18n } = useLingui();
  const date = formatDate(new Date(s.nextAt).toISOString());
  const amount = formatCents(s.nextCents);
  const merchant = s.merchant;
  const from = s.priceRise ? formatCents(s.priceRise.fromCents) : '';
  const to = s.priceRise ? formatCents(s.priceRise.toCents) : '';
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {merchant}{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            · {i18n._(CADENCE[s.cadence])}
            {cardName && (
              <>
                {' · '}
                <span className="whitespace-nowrap">{cardName}</span>
              </>
            )}
          </span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            Next: {date}, {amount}
          </Trans>
        </p>
        {s.priceRise && (
          <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t`Price up from ${from} to ${to}`}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t`Not a subscription: ${merchant}`}
        className="-ml-2 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:bg-slate-800"
      >
        <Trans>Not a subscription</Trans>
      </button>
    </li>
  );
}
