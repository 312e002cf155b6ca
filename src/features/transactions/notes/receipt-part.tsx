import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { RECEIPT_ACCEPT, RECEIPT_MAX_BYTES } from '../../../lib/notes/limits';
import type { NotesStore, Receipt } from '../../../lib/notes/notes-store';
import { ConfirmDelete } from './confirm-delete';
import { ReceiptView } from './receipt-view';
import { changeError, useNotesChange } from './use-save';

/** Attach one image or PDF to the transaction, see it, delete it (decision 029). */
export function ReceiptPart({
  store,
  txnId,
  receipt,
}: {
  store: NotesStore;
  txnId: string;
  receipt: Receipt | null;
}) {
  const { t } = useLingui();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState('');
  const attach = useNotesChange((file: File) => store.saveReceipt(txnId, file));
  const remove = useNotesChange(() => store.removeReceipt(txnId));
  const max = RECEIPT_MAX_BYTES / (1024 * 1024);
  const error = attach.isError ? changeError(attach.error) : undefined;

  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      {receipt ? (
        <>
          <ReceiptView receipt={receipt} />
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            <Trans>Delete receipt</Trans>
          </Button>
          {remove.isError && (
            <p className="text-xs font-medium text-red-600 dark:text-red-400">
              {changeError(remove.error)}
            </p>
          )}
        </>
      ) : (
        <>
          <label htmlFor={id} className="block text-sm font-medium">
            <Trans>Attach a receipt</Trans>
          </label>
          <input
            id={id}
            type="file"
            accept={RECEIPT_ACCEPT}
            disabled={attach.isPending}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              setSaid('');
              if (file) attach.mutate(file, { onSuccess: () => setSaid(t`Receipt attached.`) });
            }}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            <Trans>An image or a PDF, up to {max} MB.</Trans>
          </p>
          {error && (
            <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </>
      )}
      <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
        {said}
      </p>
      <ConfirmDelete
        open={confirming}
        title={t`Delete this receipt?`}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(undefined, { onSuccess: () => setSaid(t`Receipt deleted.`) });
        }}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
