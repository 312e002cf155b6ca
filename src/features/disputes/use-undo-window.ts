import { useEffect, useState } from 'react';

/** How long "Not me"'s freeze can be undone (decision 043). */
export const UNDO_MS = 10_000;

/**
 * Whether an undo is still offered: true from `since` (a new value restarts it) for `ms`, then
 * false. Null `since`: nothing to undo.
 */
export function useUndoWindow(since: number | null, ms = UNDO_MS): boolean {
  const [closedFor, setClosedFor] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setClosedFor(since), ms);
    return () => clearTimeout(timer);
  }, [since, ms]);
  return since !== null && closedFor !== since;
}
