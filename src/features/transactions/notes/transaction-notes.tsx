import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { noteQueries, useNotesScope, type NotesScope } from '../../../lib/notes/current';
import { NoteForm } from './note-form';
import { ReceiptPart } from './receipt-part';
import { UnlockNotes } from './unlock-notes';

/**
 * The drawer's "Note and receipt": written and kept on this device only, never sent (decision
 * 029). It says where they are kept, because the two places last differently.
 */
export function TransactionNotes({ txnId }: { txnId: string }) {
  const scope = useNotesScope();
  return (
    <section
      aria-labelledby="notes-heading"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h3 id="notes-heading" className="font-semibold">
          <Trans>Note and receipt</Trans>
        </h3>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {scope.kind === 'memory' ? (
            <Trans>
              Kept in this tab only until you reload it or sign out. Never sent anywhere.
            </Trans>
          ) : (
            <Trans>Kept on this device, encrypted with your passphrase. Never sent anywhere.</Trans>
          )}
        </p>
      </div>
      {scope.kind === 'locked' ? (
        <UnlockNotes accountId={scope.accountId} />
      ) : (
        <NotesBody scope={scope} txnId={txnId} />
      )}
    </section>
  );
}

function NotesBody({
  scope,
  txnId,
}: {
  scope: Exclude<NotesScope, { kind: 'locked' }>;
  txnId: string;
}) {
  const { t } = useLingui();
  const entry = useQuery(noteQueries.entry(scope, txnId));
  if (entry.isPending) return <Skeleton className="h-24 w-full" />;
  if (entry.isError)
    return (
      <Alert tone="error">{t`Your note and receipt could not be opened on this device.`}</Alert>
    );
  return (
    <>
      <NoteForm
        key={`${scope.id}:${txnId}`}
        store={scope.store}
        txnId={txnId}
        saved={entry.data?.note ?? ''}
      />
      <ReceiptPart store={scope.store} txnId={txnId} receipt={entry.data?.receipt ?? null} />
    </>
  );
}
