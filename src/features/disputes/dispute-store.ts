import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disputeEntry, DISPUTES_ENTRY_PREFIX } from '../../lib/notes/disputes-entry';
import { useNotesScope, type NotesScope } from '../../lib/notes/current';
import { parseDispute, serializeDispute, type Dispute, type DisputeRecord } from './dispute-record';

/*
 * Where disputes live (decision 043), as budgets do (decision 042): entries of the account's notes
 * store, one per disputed purchase — sealed with the account's notes key when it is remembered, in
 * the tab's memory otherwise, moved by "Remember this account", deleted when it is forgotten.
 */

export const disputeKeys = { of: (scopeId: string) => ['disputes', scopeId] as const };

async function readAll(scope: NotesScope): Promise<Dispute[]> {
  if (scope.kind === 'locked') return [];
  const out: Dispute[] = [];
  for (const [id, note] of await scope.store.notes()) {
    if (!id.startsWith(DISPUTES_ENTRY_PREFIX)) continue;
    const dispute = parseDispute(note, id.slice(DISPUTES_ENTRY_PREFIX.length));
    if (dispute) out.push(dispute);
  }
  return out.sort((a, b) => a.deadline.localeCompare(b.deadline));
}

/** Every dispute kept for this session's account, soonest limit first. */
export function useDisputes() {
  const scope = useNotesScope();
  // The scope's id names its store (and account): the same id is the same store (as notes).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey: disputeKeys.of(scope.id),
    queryFn: () => readAll(scope),
    enabled: scope.kind !== 'locked',
    staleTime: Infinity,
    retry: false,
  });
  return { locked: scope.kind === 'locked', isPending: query.isPending, data: query.data };
}

/** Saves a dispute (or, with `remove`, deletes the one of `txnId`). */
export function useSaveDispute() {
  const scope = useNotesScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: DisputeRecord | { remove: string }) => {
      if (scope.kind === 'locked') throw new Error('locked');
      if ('remove' in change) await scope.store.saveNote(disputeEntry(change.remove), '');
      else await scope.store.saveNote(disputeEntry(change.txnId), serializeDispute(change));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: disputeKeys.of(scope.id) }),
  });
}
