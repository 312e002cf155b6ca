import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CopyButton } from '../../components/ui/copy-button';
import type { Deposit } from '../../contract/wallet';
import type { DepositTrouble } from './deposit-progress';
import { causeWords, supportMessage, type DepositPlace } from './deposit-words';

/** A deposit in trouble: the likely cause in words and a message for support, ready to copy. */
export function DepositHelp(props: {
  deposit: Deposit;
  trouble: DepositTrouble;
  place: DepositPlace;
}) {
  const { deposit, trouble, place } = props;
  const { t } = useLingui();
  const headingId = useId();
  const captionId = useId();
  const cause = causeWords(trouble, deposit, place);
  const message = supportMessage(deposit, place, cause);
  const title =
    trouble.kind === 'below_minimum'
      ? t`Below the minimum deposit`
      : trouble.kind === 'late'
        ? t`Taking longer than usual`
        : t`Not confirmed in time`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <p className="mt-1">{cause}</p>
      <figure className="mt-2" aria-labelledby={captionId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <figcaption
            id={captionId}
            className="text-xs font-semibold"
          >{t`Message for support`}</figcaption>
          <CopyButton
            value={message}
            label={t`support message`}
            className="bg-white dark:bg-slate-900"
          />
        </div>
        <pre className="mt-1 whitespace-pre-wrap wrap-anywhere rounded-md bg-white p-2 font-mono text-xs text-slate-800 dark:bg-slate-900 dark:text-slate-200">
          {message}
        </pre>
      </figure>
    </section>
  );
}
