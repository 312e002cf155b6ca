import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { NOTE_MAX } from '../../../lib/notes/limits';
import type { NotesStore } from '../../../lib/notes/notes-store';
import { ConfirmDelete } from './confirm-delete';
import { changeError, useNotesChange } from './use-save';

/** The person's own words about a transaction, up to NOTE_MAX characters. */
export function NoteForm({
  store,
  txnId,
  saved,
}: {
  store: NotesStore;
  txnId: string;
  saved: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(saved);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState('');
  const save = useNotesChange((note: string) => store.saveNote(txnId, note));
  const count = text.length;
  const max = NOTE_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(text, { onSuccess: () => setSaid(t`Note saved.`) });
  }
  function remove() {
    setConfirming(false);
    save.mutate('', {
      onSuccess: () => {
        setText('');
        setSaid(t`Note deleted.`);
      },
    });
  }

  const error = save.isError ? changeError(save.error) : undefined;
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Note</Trans>
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          setSaid('');
        }}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      <p id={`${id}-count`} className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>
          {count} of {max} characters
        </Trans>
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || text.trim() === saved}>
          <Trans>Save note</Trans>
        </Button>
        {saved && (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            <Trans>Delete note</Trans>
          </Button>
        )}
        <span role="status" className="text-xs text-slate-600 dark:text-slate-400">
          {said}
        </span>
      </div>
      <ConfirmDelete
        open={confirming}
        title={t`Delete this note?`}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
