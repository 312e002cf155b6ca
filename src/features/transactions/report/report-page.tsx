import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { noteQueries, useNotesScope } from '../../../lib/notes/current';
import { paths } from '../../../lib/paths';
import { cardName } from '../../../lib/service-words';
import { UnlockNotes } from '../notes/unlock-notes';
import { ReportSheet } from './report-sheet';
import { reportText, type ReportFacts } from './report-text';
import { reportPageQueries } from '../page-queries';

/**
 * "Report a problem" (decision 029): the service has no dispute endpoint, so the app gathers what
 * the card provider's support needs — to copy into a message or print — and says where to send it.
 */
export function TransactionReportPage({ txnId }: { txnId: string }) {
  const { t, i18n } = useLingui();
  const first = reportPageQueries(txnId);
  const detail = useQuery(first.detail);
  const cards = useQuery(first.cards);
  const scope = useNotesScope();
  const notes = useQuery(noteQueries.entry(scope, txnId));
  const txn = detail.data;
  const found = txn && cards.data?.data.find((c) => c.id === txn.card_id);
  const facts: ReportFacts | null = txn
    ? {
        txn,
        card: found ? { label: cardName(i18n, found), last4: found.last4 } : null,
        note: notes.data?.note ?? '',
        receipt: notes.data?.receipt ?? null,
      }
    : null;
  const text = facts ? reportText(i18n, facts) : '';

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Report a problem`}
        description={t`Everything your card provider's support needs about this transaction.`}
        actions={
          facts && (
            <>
              <CopyButton value={text} label={t`report`} className="h-full px-3 text-sm" />
              <Button size="sm" onClick={() => window.print()}>
                <Trans>Print</Trans>
              </Button>
            </>
          )
        }
      />
      <Link
        to={paths.transactions({ txn: txnId })}
        className="inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <Trans>Back to the transaction</Trans>
      </Link>
      <Alert tone="info" title={t`Where to send it`}>
        <Trans>
          This app cannot open a dispute. Copy or print this report and send it to your card
          provider's support (the help page or support address of the service that issued your
          card): they can contact the merchant and refund a charge. Nothing is sent from here.
        </Trans>
      </Alert>
      {detail.isPending && <Skeleton className="h-64 w-full" />}
      {detail.isError && <Alert tone="error">{errorMessage(detail.error)}</Alert>}
      {scope.kind === 'locked' && (
        <div className="max-w-md">
          <UnlockNotes accountId={scope.accountId} />
        </div>
      )}
      {facts && <ReportSheet facts={facts} />}
    </div>
  );
}
