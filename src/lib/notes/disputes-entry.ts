/**
 * The notes store's entries that hold the account's disputes (decision 043), one per disputed
 * purchase (`disputes:v1:<transaction id>`): sealed, moved and forgotten with its notes, but no
 * transaction's, so "Remember" does not count them as notes. No transaction id looks like them.
 */
export const DISPUTES_ENTRY_PREFIX = 'disputes:v1:';
export const disputeEntry = (txnId: string) => `${DISPUTES_ENTRY_PREFIX}${txnId}`;
export const isDisputeEntry = (id: string) => id.startsWith(DISPUTES_ENTRY_PREFIX);
