import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUDGETS_ENTRY } from '../../lib/notes/budgets-entry';
import { useNotesScope, type NotesScope } from '../../lib/notes/current';
import { parseBudgets, serializeBudgets, type Budgets } from './budgets';

/*
 * Where the budgets live (decision 042): as one entry of the account's notes store (decision
 * 029), so they are sealed with the account's notes key when it is remembered (AES-GCM, bound to
 * this entry by its additional data), kept in the tab's memory otherwise, moved into the vault by
 * "Remember this account", and deleted when the account is forgotten.
 */

export const budgetKeys = { of: (scopeId: string) => ['budgets', scopeId] as const };

async function read(scope: NotesScope): Promise<Budgets | null> {
  if (scope.kind === 'locked') return null;
  const entry = await scope.store.get(BUDGETS_ENTRY);
  return entry ? parseBudgets(entry.note) : null;
}

/** The session's budgets: null when none is set; `locked` until the passphrase opens them. */
export function useBudgets() {
  const scope = useNotesScope();
  // The scope's id names its store (and account): the same id is the same store (as notes).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey: budgetKeys.of(scope.id),
    queryFn: () => read(scope),
    enabled: scope.kind !== 'locked',
    staleTime: Infinity,
    retry: false,
  });
  return {
    scope,
    locked: scope.kind === 'locked',
    isPending: query.isPending,
    data: query.data,
  };
}

/** Saves (or, with null, removes) the session's budgets. */
export function useSaveBudgets() {
  const scope = useNotesScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (budgets: Budgets | null) => {
      if (scope.kind === 'locked') throw new Error('locked');
      await scope.store.saveNote(BUDGETS_ENTRY, budgets ? serializeBudgets(budgets) : '');
      return budgets;
    },
    onSuccess: (budgets) => client.setQueryData(budgetKeys.of(scope.id), budgets),
  });
}
