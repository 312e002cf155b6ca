/**
 * The notes store's entry that holds the card replaces under way (decision 044): sealed, moved and
 * forgotten with the account's notes as the budgets are (budgets-entry.ts), and no transaction's.
 */
export const REPLACEMENTS_ENTRY = 'replacements:v1';
