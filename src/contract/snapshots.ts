import * as z from 'zod/mini';
import { usdSchema } from './common';
import { operation } from './operation';
import { clockSchema } from './sandbox-tools';

/**
 * Snapshots of an account (issue #31 item 6, decision 023): its whole state to a file, and a file
 * back into a new account or over the caller's. Not in the spec; a live provider has none.
 */

/** The file's name and version; a file of another name or version is refused. */
export const SNAPSHOT_FORMAT = 'virtual-card-sandbox.account-snapshot';
export const SNAPSHOT_FORMAT_VERSION = 1;
/** The largest snapshot, in bytes of JSON: the per-account 1 MiB of decision 014. */
export const SNAPSHOT_MAX_BYTES = 1024 * 1024;

/** The file, as the export answers it and the import reads it (the sandbox checks every field). */
export const snapshotFileSchema = z.looseObject({
  format: z.string(),
  version: z.int(),
  /** When it was taken (the service's time), and the account's own now then. */
  exportedAt: z.string(),
  accountNow: z.string(),
  /** The account's records: cards (no numbers), transactions, deposits, challenges, webhooks. */
  account: z.looseObject({}),
});
export type SnapshotFile = z.infer<typeof snapshotFileSchema>;

export const importedWebhookSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  /** A new signing secret: a snapshot never carries one. Shown this once. */
  secret: z.string(),
});
export const importResultSchema = z.looseObject({
  cards: z.int(),
  transactions: z.int(),
  deposits: z.int(),
  challenges: z.int(),
  wallet_balance: usdSchema,
  clock: clockSchema,
  webhooks: z.array(importedWebhookSchema),
  /** Only when the import made a new account: its seed, shown this once. */
  seed: z.optional(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * The body is the file itself. The sandbox reads it itself (`rawRequest`), to refuse a damaged,
 * foreign or wrong-version file in words; this schema is its outline, for the types and the
 * document (decision 034).
 */
const snapshotFileBody = z.strictObject({
  format: z.string(),
  version: z.number(),
  exportedAt: z.string(),
  accountNow: z.string(),
  account: z.record(z.string(), z.unknown()),
});
export type SnapshotBody = z.input<typeof snapshotFileBody>;

export const snapshotOperations = {
  exportSnapshot: operation()({
    method: 'get',
    path: '/sandbox/snapshot',
    summary: "Export the account's whole state as a file (no seed, card numbers or secrets)",
    tag: 'Sandbox tools',
    response: { one: snapshotFileSchema },
    errors: ['limit_reached'],
  }),
  replaceFromSnapshot: operation<{ body: SnapshotBody }>()({
    method: 'post',
    path: '/sandbox/snapshot',
    summary: "Replace the caller's account with a snapshot (its seed stays)",
    tag: 'Sandbox tools',
    bodyLimitBytes: SNAPSHOT_MAX_BYTES,
    body: snapshotFileBody,
    response: { one: importResultSchema },
    errors: [],
  }),
  createFromSnapshot: operation<{ body: SnapshotBody }>()({
    method: 'post',
    path: '/sandbox/snapshot/accounts',
    summary: 'Create a new account from a snapshot (answers its seed once)',
    tag: 'Sandbox tools',
    status: 201,
    public: true,
    bodyLimitBytes: SNAPSHOT_MAX_BYTES,
    body: snapshotFileBody,
    response: { one: importResultSchema },
    errors: [],
  }),
};
