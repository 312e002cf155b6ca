import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteKeys } from '../../../lib/notes/current';
import { NoteLimitError } from '../../../lib/notes/notes-store';

/**
 * A change to the notes store, then every notes query reads it again. A refusal is said beside
 * its field (`changeError`), which goes once an accepted change replaces it; the app's error toast
 * said it a second time and stayed over the drawer after a valid receipt (issue #48).
 */
export function useNotesChange<V>(change: (value: V) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { inlineErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: noteKeys.all }),
  });
}

/** A limit says what it refused; the browser refusing to store (full, private mode) is said plainly. */
export const changeError = (error: unknown) =>
  error instanceof NoteLimitError
    ? error.message
    : t`This device did not keep it (its storage may be full). Try again.`;
