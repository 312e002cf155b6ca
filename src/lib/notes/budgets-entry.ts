/**
 * The notes store's entry that holds the account's budgets (decision 042): sealed, moved and
 * forgotten with its notes, but no transaction's, so "Remember" does not count it as one. No
 * transaction id looks like it (the service's start with `txn_`).
 */
export const BUDGETS_ENTRY = 'budgets:v1';
