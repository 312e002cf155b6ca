import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { cardQueries, useFreezeCard, useUnfreezeCard } from '../../api/cards';
import { useServiceNow } from '../../api/use-service-now';
import type { CardStatus } from '../../contract/cards';
import type { TransactionDetail } from '../../contract/transactions';
import { Button } from '../../components/ui/button';
import { disputability } from './dispute-rules';
import { DisputeStep } from './dispute-step';
import { useDisputes } from './dispute-store';
import { FrozenNotice } from './frozen-notice';
import { NotMeSteps } from './not-me-steps';
import { useUndoWindow } from './use-undo-window';

const BOX =
  'space-y-4 rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
/**
 * "Not me" on a transaction (decision 043): the card freezes at once (undo for 10 s), then a short
 * path — replace the card, dispute the charge. "Dispute" alone opens only the second.
 */
export function NotMe({ txn }: { txn: TransactionDetail }) {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const card = useQuery(cardQueries.detail(txn.card_id));
  const freeze = useFreezeCard();
  const unfreeze = useUnfreezeCard();
  const now = useServiceNow(60_000);
  const disputes = useDisputes();
  const can = disputability(txn);
  const dispute = can.can ? disputes.data?.find((d) => d.txnId === can.purchaseId) : undefined;
  const [path, setPath] = useState<null | 'not-me' | 'dispute'>(null);
  /** The card's status when "Not me" was pressed; null while it is still being asked for. */
  const [before, setBefore] = useState<CardStatus | null>(null);
  const [frozenAt, setFrozenAt] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const undoOpen = useUndoWindow(frozenAt);
  const pathHeading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const last4 = card.data?.last4 ?? '';

  // The path's heading takes the focus as it opens, and again when the Undo that had it goes.
  useEffect(() => {
    if (path) pathHeading.current?.focus();
  }, [path]);
  useEffect(() => {
    if (!undoOpen && path && document.activeElement === document.body) pathHeading.current?.focus();
  }, [undoOpen, path]);
  // Undone, the path closes: the focus goes back to "Not me", which is first again.
  useEffect(() => {
    if (said) section.current?.querySelector('button')?.focus();
  }, [said]);

  const freezeNow = () =>
    freeze.mutate({ cardId: txn.card_id }, { onSuccess: () => setFrozenAt(Date.now()) });
  // Pressed before the card's status has arrived, "Not me" asks for it and freezes then: a
  // button that waited for it (disabled) swallowed a quick press (decision 043).
  async function notMe() {
    setBefore(card.data?.status ?? null);
    setSaid('');
    setPath('not-me');
    const status =
      card.data?.status ??
      (await queryClient.fetchQuery(cardQueries.detail(txn.card_id)).then(
        (known) => known.status,
        // Unknown, it is frozen anyway: a refusal says why, with "Try again".
        () => 'active' as const,
      ));
    setBefore(status);
    if (status === 'active') freezeNow();
  }
  function undo() {
    unfreeze.mutate(
      { cardId: txn.card_id },
      {
        onSuccess: () => {
          setFrozenAt(null);
          setPath(null);
          freeze.reset();
          setSaid(t`Card •••• ${last4} is active again.`);
        },
      },
    );
  }

  const step = (
    <DisputeStep
      txn={txn}
      can={can}
      dispute={dispute}
      locked={disputes.locked}
      last4={last4}
      now={now}
    />
  );
  return (
    <section ref={section} aria-labelledby={headingId} className={BOX}>
      {path === null ? (
        <>
          <h3 id={headingId} className="font-semibold">
            <Trans>Not you?</Trans>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              If you do not know this charge, freeze the card at once, then replace it and dispute
              the charge.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void notMe()}>
              <Trans>Not me</Trans>
            </Button>
            {can.can && !dispute && (
              <Button variant="secondary" onClick={() => setPath('dispute')}>
                <Trans>Dispute this charge</Trans>
              </Button>
            )}
          </div>
          <p role="status" className="text-sm">
            {said}
          </p>
          {dispute && (
            <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
              <h4 className="mb-3 font-semibold">
                <Trans>Your dispute</Trans>
              </h4>
              {step}
            </div>
          )}
        </>
      ) : (
        <>
          <h3 id={headingId} ref={pathHeading} tabIndex={-1} className="font-semibold outline-none">
            {path === 'not-me' ? t`Not you: what to do` : t`Dispute this charge`}
          </h3>
          {path === 'not-me' && (
            <FrozenNotice
              before={before}
              last4={last4}
              freezing={freeze.isPending}
              error={freeze.error}
              undoOpen={undoOpen && freeze.isSuccess}
              undoing={unfreeze.isPending}
              onRetry={freezeNow}
              onUndo={undo}
            />
          )}
          {path === 'dispute' ? (
            step
          ) : (
            <NotMeSteps before={before} cardId={txn.card_id} last4={last4} dispute={step} />
          )}
          <Button variant="ghost" size="sm" onClick={() => setPath(null)}>
            <Trans>Close these steps</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
