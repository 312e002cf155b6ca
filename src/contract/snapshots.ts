import * as z from 'zod/mini';
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
  wallet_balance: z.number(),
  clock: clockSchema,
  webhooks: z.array(importedWebhookSchema),
  /** Only when the import made a new account: its seed, shown this once. */
  seed: z.optional(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The body is the file itself: `{ format, version, exportedAt, accountNow, account }`. */
export type SnapshotBody = {
  format: string;
  version: number;
  exportedAt: string;
  accountNow: string;
  account: Record<string, unknown>;
};

/** docs/api.md's example; src/service/node/snapshots.http.test.ts runs it with curl. */
const SNAPSHOT_DOC = `The file is \`{format, version, exportedAt, accountNow, account}\`: the account's cards (without numbers), transactions, deposits, 3-D Secure challenges, webhooks (without secrets), wallet balance, deposit addresses and clock offset, at most ${SNAPSHOT_MAX_BYTES} bytes. Never the seed, anything made from it, stored answers or the delivery log (decision 023).

\`\`\`sh
curl -s http://127.0.0.1:8787/v1/api/sandbox/snapshot -H 'X-Seed: XXXX-XXXX-XXXX-XXXX' -o account.json
curl -s -X POST http://127.0.0.1:8787/v1/api/sandbox/snapshot/accounts \\
  -H 'Content-Type: application/json' --data-binary @account.json
curl -s -X POST http://127.0.0.1:8787/v1/api/sandbox/snapshot -H 'X-Seed: YYYY-YYYY-YYYY-YYYY' \\
  -H 'Content-Type: application/json' --data-binary @account.json
\`\`\``;

export const snapshotOperations = {
  exportSnapshot: operation()({
    method: 'get',
    path: '/sandbox/snapshot',
    summary: "Export the account's whole state as a file (no seed, card numbers or secrets)",
    description: SNAPSHOT_DOC,
    tag: 'Sandbox tools',
    response: { one: snapshotFileSchema },
    errors: ['limit_reached'],
  }),
  replaceFromSnapshot: operation<{ body: SnapshotBody }>()({
    method: 'post',
    path: '/sandbox/snapshot',
    summary: "Replace the caller's account with a snapshot (its seed stays)",
    description:
      "A reset followed by the import: the account's seed, id and stored answers stay; its records, wallet and clock become the file's; its delivery log is emptied. Card numbers are derived from the caller's seed; each webhook gets a new secret, answered once. A damaged, foreign, wrong-version or inconsistent file is a 400 and changes nothing; over the limit, 413.",
    tag: 'Sandbox tools',
    bodyLimitBytes: SNAPSHOT_MAX_BYTES,
    response: { one: importResultSchema },
    errors: [],
  }),
  createFromSnapshot: operation<{ body: SnapshotBody }>()({
    method: 'post',
    path: '/sandbox/snapshot/accounts',
    summary: 'Create a new account from a snapshot (answers its seed once)',
    description:
      "The file's records in a new account with a new seed (answered once, never kept): its cards get new numbers, its webhooks new secrets (answered once). Counts as a sign-up for the rate limits.",
    tag: 'Sandbox tools',
    status: 201,
    public: true,
    bodyLimitBytes: SNAPSHOT_MAX_BYTES,
    response: { one: importResultSchema },
    errors: [],
  }),
};
