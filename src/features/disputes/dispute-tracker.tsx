import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { formatDate } from '../../lib/format';
import type { Dispute } from './dispute-record';
import { disputeReport } from './dispute-report';
import { advance, DISPUTE_STATES, NEXT_STATE, reminderOf } from './dispute-rules';
import { DisputeLimit } from './dispute-limit';
import { useSaveDispute } from './dispute-store';
import { DisputeReminderText } from './dispute-reminder-text';
import { REASON_WORDS } from './reason-words';
import { useStateWords } from './state-words';

/** A kept dispute: where it stands, its report to copy, and the one next step (decision 043). */
export function DisputeTracker({ dispute, now }: { dispute: Dispute; now: number }) {
  const { t, i18n } = useLingui();
  const save = useSaveDispute();
  const stateWords = useStateWords();
  const [confirming, setConfirming] = useState<'resolve' | 'delete' | null>(null);
  const next = NEXT_STATE[dispute.state];
  const reminder = reminderOf(dispute, now);
  const report = disputeReport(i18n, dispute);
  const reason = i18n._(REASON_WORDS[dispute.reason].label);
  const sentOn = formatDate(dispute.sentAt);
  const resolvedOn = formatDate(dispute.resolvedAt);

  const step = (to: 'sent' | 'resolved') => {
    setConfirming(null);
    save.mutate(advance(dispute, to, now));
  };
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Trans>Reason: {reason}</Trans>
      </p>
      <ol aria-label={t`Dispute progress`} className="flex flex-wrap gap-2 text-xs">
        {DISPUTE_STATES.map((s) => (
          <li
            key={s}
            aria-current={s === dispute.state ? 'step' : undefined}
            className={`rounded-full border px-2.5 py-1 ${
              s === dispute.state
                ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                : 'border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300'
            }`}
          >
            {stateWords[s]}
          </li>
        ))}
      </ol>
      {reminder !== 'none' && (
        <Alert
          tone="warning"
          title={reminder === 'near' ? t`Send it soon` : t`Past the usual limit`}
        >
          <DisputeReminderText dispute={dispute} now={now} />
        </Alert>
      )}
      {dispute.state === 'drafted' && (
        <DisputeLimit reason={dispute.reason} deadline={dispute.deadline} now={now} />
      )}
      {dispute.state === 'sent' && (
        <p className="text-sm">
          <Trans>Sent to support on {sentOn}. Mark it resolved when they answer.</Trans>
        </p>
      )}
      {dispute.state === 'resolved' && (
        <p className="text-sm">
          <Trans>Resolved on {resolvedOn}.</Trans>
        </p>
      )}
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium">
            <Trans>Your report</Trans>
          </p>
          <CopyButton value={report} label={t`report`} />
        </div>
        <pre className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white p-3 font-sans text-sm dark:border-slate-700 dark:bg-slate-900">
          {report}
        </pre>
        {dispute.state === 'drafted' && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <Trans>
              Paste it into a message to your card provider’s support, with the evidence, then mark
              it as sent.
            </Trans>
          </p>
        )}
      </div>
      {save.isError && (
        <Alert tone="error">{t`The change could not be kept on this device. Try again.`}</Alert>
      )}
      {confirming ? (
        <div className="space-y-2 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
          <p className="text-sm font-medium">
            {confirming === 'resolve'
              ? t`Mark this dispute resolved? It cannot be reopened here.`
              : t`Delete this draft? Its report and your words are removed from this device.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                confirming === 'resolve' ? step('resolved') : save.mutate({ remove: dispute.txnId })
              }
            >
              {confirming === 'resolve' ? t`Yes, resolved` : t`Delete draft`}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {next === 'sent' && (
            <Button size="sm" busy={save.isPending} onClick={() => step('sent')}>
              <Trans>Mark as sent to support</Trans>
            </Button>
          )}
          {next === 'resolved' && (
            <Button size="sm" busy={save.isPending} onClick={() => setConfirming('resolve')}>
              <Trans>Mark resolved</Trans>
            </Button>
          )}
          {dispute.state === 'drafted' && (
            <Button size="sm" variant="dangerOutline" onClick={() => setConfirming('delete')}>
              <Trans>Delete draft</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
