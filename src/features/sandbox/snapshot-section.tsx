import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { isApiError, errorMessage } from '../../api/errors';
import {
  useCreateFromSnapshot,
  useExportSnapshot,
  useReplaceFromSnapshot,
} from '../../api/snapshots';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { TextField } from '../../components/ui/field';
import { Outcome, PanelSection } from './panel-section';
import { downloadText } from '../../lib/download';
import { readSnapshotFile, snapshotFileName, type ReadFile } from './snapshot-file';

type Chosen = Extract<ReadFile, { ok: true }>;

/** Issue #31 item 6 (decision 023): the account to a file, and a file back. */
export function SnapshotSection() {
  const { t } = useLingui();
  const exporter = useExportSnapshot();
  const replace = useReplaceFromSnapshot();
  const create = useCreateFromSnapshot();
  const [saved, setSaved] = useState<string>();
  const [chosen, setChosen] = useState<Chosen>();
  const [fileError, setFileError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  // The safe answer takes the focus: pressing Enter twice must not replace an account.
  useEffect(() => {
    if (confirming) question.current?.querySelector<HTMLElement>('[data-cancel]')?.focus();
  }, [confirming]);

  const refused = (read: Exclude<ReadFile, { ok: true }>) => {
    if (read.reason === 'version')
      return t`This snapshot is of version ${read.version}, which this sandbox cannot read.`;
    if (read.reason === 'too_large')
      return t`This file is larger than 1 MiB, the most a snapshot may hold.`;
    if (read.reason === 'not_json')
      return t`This file is damaged or incomplete: it is not a whole snapshot.`;
    return t`This file is not a snapshot of this sandbox.`;
  };

  async function choose(file: File | undefined) {
    setChosen(undefined);
    setConfirming(false);
    setFileError(undefined);
    replace.reset();
    create.reset();
    if (!file) return;
    const read = await readSnapshotFile(file);
    if (read.ok) setChosen(read);
    else setFileError(refused(read));
  }

  function download() {
    setSaved(undefined);
    exporter.mutate(undefined, {
      onSuccess: (file) => {
        const name = snapshotFileName();
        downloadText(JSON.stringify(file, null, 2), name, 'application/json');
        setSaved(name);
      },
    });
  }

  const importError = replace.error ?? create.error;
  const counts = chosen ? { cards: chosen.cards, transactions: chosen.transactions } : null;
  return (
    <PanelSection title={t`Snapshot`}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Save this account — cards, transactions, deposits, webhooks and its clock — to a file, or
          load one. A snapshot never holds your seed, card numbers or webhook secrets.
        </Trans>
      </p>
      <Button variant="secondary" busy={exporter.isPending} onClick={download}>
        <Trans>Download snapshot</Trans>
      </Button>
      {saved && <Outcome tone="success">{t`Saved as ${saved}.`}</Outcome>}
      {exporter.error ? <Outcome tone="error">{errorMessage(exporter.error)}</Outcome> : null}
      <TextField
        type="file"
        accept=".json,application/json"
        label={t`Snapshot file to import`}
        error={fileError}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {chosen && counts && !confirming && (
        <div className="flex flex-wrap gap-2">
          <Button
            busy={create.isPending}
            onClick={() => create.mutate({ file: chosen.file })}
            disabled={replace.isPending}
          >
            <Trans>Import as a new account</Trans>
          </Button>
          <Button
            variant="dangerOutline"
            onClick={() => setConfirming(true)}
            disabled={create.isPending}
          >
            <Trans>Replace this account…</Trans>
          </Button>
        </div>
      )}
      {chosen && counts && confirming && (
        <div
          ref={question}
          role="group"
          aria-label={t`Confirm the replacement`}
          className="space-y-2 rounded-lg bg-red-50 p-3 text-sm dark:bg-red-950/40"
        >
          <p>
            {t`Replace everything in this account with the file (cards: ${counts.cards}, transactions: ${counts.transactions})? The cards, transactions, deposits and webhooks it holds now are lost; your seed stays the same.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              busy={replace.isPending}
              onClick={() =>
                replace.mutate({ file: chosen.file }, { onSettled: () => setConfirming(false) })
              }
            >
              <Trans>Replace account</Trans>
            </Button>
            <Button variant="secondary" data-cancel onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}
      {replace.data && (
        <Outcome tone="success">
          {t`This account now holds the file's records (cards: ${replace.data.cards}, transactions: ${replace.data.transactions}).`}
        </Outcome>
      )}
      {create.data?.seed && (
        <div className="space-y-2">
          <Outcome tone="success">
            {t`Imported into a new account. Its seed, shown this once: ${create.data.seed}`}
          </Outcome>
          <CopyButton value={create.data.seed} label={t`Copy the new seed`} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Keep it somewhere safe, then sign out and sign in with it to use that account.
            </Trans>
          </p>
        </div>
      )}
      {(replace.data ?? create.data)?.webhooks.map((hook) => (
        <p key={hook.id} className="break-all text-sm">
          {t`New secret of the webhook to ${hook.url}: ${hook.secret}`}
        </p>
      ))}
      {importError ? (
        <Outcome tone="error">
          {isApiError(importError) &&
          (importError.code === 'invalid_request' || importError.code === 'invalid_json')
            ? t`The sandbox refused this snapshot, so nothing changed. Its contents are damaged or do not fit together: ${importError.message}`
            : errorMessage(importError)}
        </Outcome>
      ) : null}
    </PanelSection>
  );
}
