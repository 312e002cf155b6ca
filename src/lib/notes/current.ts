import { queryOptions } from '@tanstack/react-query';
import { sessionStore, useSession, type Session } from '../session';
import { BUDGETS_ENTRY } from './budgets-entry';
import { isDisputeEntry } from './disputes-entry';
import { REPLACEMENTS_ENTRY } from './replacements-entry';
import { idbNoteRecords } from './idb-records';
import {
  dropNotesKey,
  keepNotesKey,
  keptNotesAccount,
  keptNotesKey,
  notesKeyFor,
} from './notes-key';
import { memoryNotesStore, type NotesStore } from './notes-store';
import { resealUnder, sealedNotesStore, type NoteRecords } from './sealed-store';

/**
 * Where this session's notes live (decision 029): sealed in IndexedDB for a remembered account
 * whose notes key is held — derived at an unlock (or "Open notes") and kept in the tab's
 * sessionStorage, so a reload keeps them open (notes-key.ts); "locked" for a remembered account
 * without it (another tab, a browser restart) until the passphrase opens it again; in this tab's
 * memory otherwise.
 */
export type NotesScope =
  | { kind: 'memory'; id: string; store: NotesStore }
  | { kind: 'sealed'; id: string; accountId: string; store: NotesStore }
  | { kind: 'locked'; id: string; accountId: string };

let memory = memoryNotesStore();
let sealed: {
  accountId: string;
  from: CryptoKey | 'kept';
  store: NotesStore;
} | null = null;
let generation = 0;

/** Lock, sign-out, forgetting or another account: the notes key goes with the session. */
function dropKeyOfEndedSession() {
  const { remembered, accountId } = sessionStore.get();
  if (remembered && keptNotesAccount() === accountId) return;
  if (remembered && sessionStore.vaultKey()) return; // another account: replaced by notesScope
  sealed = null;
  dropNotesKey();
}
dropKeyOfEndedSession();
// An unlock at sign-in keeps the notes key at once, not only when a drawer first asks for it.
if (sessionStore.vaultKey()) notesScope();

// A tab-only note goes with the session: sign-out, lock or another seed empties the memory.
sessionStore.subscribe(() => {
  // The vault key dropped (decision 009): this module must not keep it either; the notes key
  // the tab keeps opens the notes from here on.
  if (!sessionStore.vaultKey() && sealed?.from !== 'kept') sealed = null;
  dropKeyOfEndedSession();
  if (sessionStore.vaultKey()) notesScope();
});
sessionStore.onSeedChange(() => {
  memory.clear();
  memory = memoryNotesStore();
  generation += 1;
});

export function notesScope(
  session: Session = sessionStore.get(),
  key: CryptoKey | null = sessionStore.vaultKey(),
): NotesScope {
  const accountId = session.remembered ? session.accountId : null;
  if (!accountId) return { kind: 'memory', id: `memory:${generation}`, store: memory };
  const same = sealed?.accountId === accountId;
  if (key && !(same && sealed?.from === key)) {
    const notesKey = keepNotesKey(key, accountId).then(async (notes) => {
      // A refusal of the browser here leaves the older records as they were, not new notes shut.
      await resealUnder(idbNoteRecords, accountId, key, notes).catch(() => undefined);
      return notes;
    });
    sealed = { accountId, from: key, store: sealedNotesStore(idbNoteRecords, accountId, notesKey) };
  } else if (!key && !same) {
    const kept = keptNotesKey(accountId);
    if (!kept) return { kind: 'locked', id: `locked:${accountId}`, accountId };
    sealed = { accountId, from: 'kept', store: sealedNotesStore(idbNoteRecords, accountId, kept) };
  }
  return { kind: 'sealed', id: `sealed:${accountId}`, accountId, store: sealed!.store };
}

/** What this tab's memory holds, said before "Remember" moves it (issue #48 item 2). */
export const tabNotesCount = () => ({
  // The budgets, the replaces under way and the disputes ride along (decisions 042, 043, 044)
  // but are no transaction's notes.
  transactions: memory
    .entries()
    .filter(([id]) => id !== BUDGETS_ENTRY && id !== REPLACEMENTS_ENTRY && !isDisputeEntry(id))
    .length,
});

/**
 * "Remember this account" (issue #48 item 2): the tab's notes and receipts are sealed into the
 * account's records before the session becomes remembered, so a reload finds them. Each moved one
 * leaves the memory; on a refusal of the browser (storage full) the rest stay in the tab and the
 * error goes to the caller, which does not remember the account.
 */
export async function moveTabNotes(
  accountId: string,
  key: CryptoKey,
  records: NoteRecords = idbNoteRecords,
) {
  const target = sealedNotesStore(records, accountId, notesKeyFor(key, accountId));
  for (const [txnId, entry] of memory.entries()) {
    if (entry.receipt) {
      const { name, type, bytes } = entry.receipt;
      await target.saveReceipt(txnId, Object.assign(new Blob([bytes], { type }), { name }));
    }
    if (entry.note) await target.saveNote(txnId, entry.note);
    memory.remove(txnId);
  }
}

/** Re-renders with the session (sign-in, unlock, lock, sign-out). */
export function useNotesScope(): NotesScope {
  const session = useSession();
  return notesScope(session, sessionStore.vaultKey());
}

export const noteKeys = {
  all: ['notes'] as const,
  entry: (scopeId: string, txnId: string) => [...noteKeys.all, scopeId, 'entry', txnId] as const,
  list: (scopeId: string) => [...noteKeys.all, scopeId, 'list'] as const,
};

const storeOf = (scope: NotesScope) => (scope.kind === 'locked' ? null : scope.store);

export const noteQueries = {
  entry: (scope: NotesScope, txnId: string) =>
    // The scope's id names its store (and account): the same id is the same store.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: noteKeys.entry(scope.id, txnId),
      queryFn: async () => (await storeOf(scope)?.get(txnId)) ?? null,
      enabled: scope.kind !== 'locked',
      staleTime: Infinity,
      retry: false,
    }),
};

/** Every note of the session by transaction id; none while locked (the CSV export's column). */
export const allNotes = async (scope: NotesScope = notesScope()) =>
  (await storeOf(scope)?.notes()) ?? new Map<string, string>();
