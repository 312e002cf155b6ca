import type { Account } from './state';

/** The collections of an account, each a table of its own in a record store. */
export const RECORD_KINDS = [
  'cards',
  'transactions',
  'deposits',
  'challenges',
  'webhooks',
  'deliveries',
  'idempotencyKeys',
  'events',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** An account without its collections: the row of the `accounts` table. */
export type AccountHeader = Omit<Account, RecordKind>;

export type RecordChange = {
  kind: RecordKind;
  seedHash: string;
  id: string;
  /** The record as it is now; null when it was removed. */
  value: object | null;
};

/**
 * What one operation changed, and nothing else: a record store writes only this. Every
 * mutation of the domain says what it touched (the model test checks a store fed only these
 * change sets always equals the state in memory).
 */
export type ChangeSet = {
  /** Accounts whose header changed (the value is read at commit); null removes the account. */
  accounts: Map<string, Account | null>;
  /** Keyed by kind, account and id, so a record changed twice is written once. */
  records: Map<string, RecordChange>;
};

export const emptyChanges = (): ChangeSet => ({ accounts: new Map(), records: new Map() });

export const isEmpty = (changes: ChangeSet) =>
  changes.accounts.size === 0 && changes.records.size === 0;

/** The identity of a record inside its table (idempotency records are keyed by their key). */
export function recordId(kind: RecordKind, record: object): string {
  return String(
    kind === 'idempotencyKeys' ? (record as { key: string }).key : (record as { id: string }).id,
  );
}

/** A record's key in a change set and in a store: kind, account and id. */
export const recordKey = (kind: RecordKind, seedHash: string, id: string) =>
  `${kind}\u0000${seedHash}\u0000${id}`;

/** A record of `account` was added or changed. */
export function touch(changes: ChangeSet, account: Account, kind: RecordKind, record: object) {
  const id = recordId(kind, record);
  changes.records.set(recordKey(kind, account.seedHash, id), {
    kind,
    seedHash: account.seedHash,
    id,
    value: record,
  });
}

/** A record of `account` was removed. */
export function untouch(changes: ChangeSet, account: Account, kind: RecordKind, record: object) {
  const id = recordId(kind, record);
  changes.records.set(recordKey(kind, account.seedHash, id), {
    kind,
    seedHash: account.seedHash,
    id,
    value: null,
  });
}

/** The account's own fields (wallet balance, addresses…) changed. */
export function touchAccount(changes: ChangeSet, account: Account) {
  changes.accounts.set(account.seedHash, account);
}

/** A new account, with everything in it. */
export function accountAdded(changes: ChangeSet, account: Account) {
  touchAccount(changes, account);
  for (const kind of RECORD_KINDS)
    for (const record of account[kind] ?? []) touch(changes, account, kind, record);
}

/** An account and all its records are gone. */
export function accountRemoved(changes: ChangeSet, seedHash: string) {
  changes.accounts.set(seedHash, null);
  for (const key of changes.records.keys())
    if (key.includes(`\u0000${seedHash}\u0000`)) changes.records.delete(key);
}
