import { fromCents } from '../../../contract/money';
import { snapshotOperations, type ImportResult } from '../../../contract/snapshots';
import {
  createFromSnapshot,
  exportSnapshot,
  replaceWithSnapshot,
} from '../../domain/account-snapshot';
import { iso } from '../../domain/context';
import { ServiceError } from '../../domain/errors';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_FORMAT_VERSION,
  SNAPSHOT_MAX_BYTES,
  snapshotSchema,
  type Snapshot,
} from '../../domain/snapshot-format';
import type { Account } from '../../domain/state';
import { implement, type Handlers } from '../implement';
import type { RouteEnv } from '../route';
import { parseBody } from '../validation';

const refuse = (message: string): never => {
  throw new ServiceError('invalid_request', message);
};

/**
 * The file, checked in the order a person can act on: JSON at all (a damaged or cut-short file is
 * not), ours (format), a version we read, then every field (decision 023). Nothing changes before.
 */
export function readSnapshot(text: string): Snapshot {
  if (text.trim() === '') refuse('The body must be a snapshot file; it is empty.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError(
      'invalid_json',
      'The snapshot is not valid JSON: the file is damaged or was cut short.',
    );
  }
  const head = (value ?? {}) as { format?: unknown; version?: unknown };
  if (typeof value !== 'object' || Array.isArray(value) || head.format !== SNAPSHOT_FORMAT)
    refuse(`This is not an account snapshot of this sandbox (format "${SNAPSHOT_FORMAT}").`);
  if (head.version !== SNAPSHOT_FORMAT_VERSION)
    refuse(
      `This snapshot is version ${JSON.stringify(head.version)}; this sandbox reads version ${SNAPSHOT_FORMAT_VERSION}.`,
    );
  try {
    return parseBody(text, snapshotSchema);
  } catch (error) {
    if (error instanceof ServiceError)
      throw new ServiceError('invalid_request', `The snapshot is damaged: ${error.message}`);
    throw error;
  }
}

/** Webhook URLs from a file are someone else's input: vetted as a registration's are. */
async function vetWebhooks(env: RouteEnv, snapshot: Snapshot) {
  for (const hook of snapshot.account.webhooks) {
    let url: URL;
    try {
      url = new URL(hook.url);
    } catch {
      throw new ServiceError('invalid_request', `webhook ${hook.id}: not a valid URL.`);
    }
    await env.vetWebhookUrl(url);
  }
}

const resultView = (account: Account, now: number, seed?: string): ImportResult => ({
  cards: account.cards.length,
  transactions: account.transactions.length,
  deposits: account.deposits.length,
  challenges: account.challenges.length,
  wallet_balance: fromCents(account.walletCents),
  clock: { now: iso(now), offset_ms: account.clockOffsetMs ?? 0 },
  webhooks: account.webhooks.map(({ id, url, secret }) => ({ id, url, secret })),
  ...(seed ? { seed } : {}),
});

/** docs/api.md's example; src/service/node/snapshots.http.test.ts runs it with curl. */
const SNAPSHOT_DOC = `The file is \`{format, version, exportedAt, accountNow, account}\`: the account's cards (without numbers), transactions, deposits, 3-D Secure challenges, webhooks (without secrets), wallet balance, deposit addresses and clock offset, at most ${SNAPSHOT_MAX_BYTES} bytes. Never the seed, anything made from it, stored answers or the delivery log (decision 023).

\`\`\`sh
curl -s http://127.0.0.1:8787/v1/api/sandbox/snapshot -H 'X-Seed: XXXX-XXXX-XXXX-XXXX' -o account.json
curl -s -X POST http://127.0.0.1:8787/v1/api/sandbox/snapshot/accounts \\
  -H 'Content-Type: application/json' --data-binary @account.json
curl -s -X POST http://127.0.0.1:8787/v1/api/sandbox/snapshot -H 'X-Seed: YYYY-YYYY-YYYY-YYYY' \\
  -H 'Content-Type: application/json' --data-binary @account.json
\`\`\``;

export const snapshotRoutes = {
  exportSnapshot: implement(snapshotOperations.exportSnapshot, {
    description: SNAPSHOT_DOC,
    handle: ({ ctx, env }) => exportSnapshot(ctx, env.now),
  }),
  replaceFromSnapshot: implement(snapshotOperations.replaceFromSnapshot, {
    description:
      "A reset followed by the import: the account's seed, id and stored answers stay; its records, wallet and clock become the file's; its delivery log is emptied. Card numbers are derived from the caller's seed; each webhook gets a new secret, answered once. A damaged, foreign, wrong-version or inconsistent file is a 400 and changes nothing; over the limit, 413. Example: under `GET /sandbox/snapshot` (its third command).",
    rawRequest: true,
    handle: async ({ ctx, env, bodyText }) => {
      const snapshot = readSnapshot(bodyText);
      await vetWebhooks(env, snapshot);
      const account = replaceWithSnapshot(ctx, snapshot, env.now);
      return resultView(account, ctx.now);
    },
  }),
  createFromSnapshot: implement(snapshotOperations.createFromSnapshot, {
    description:
      "The file's records in a new account with a new seed (answered once, never kept): its cards get new numbers, its webhooks new secrets (answered once). Counts as a sign-up for the rate limits. Example: under `GET /sandbox/snapshot` (its second command).",
    rawRequest: true,
    handle: async ({ env, bodyText }) => {
      const snapshot = readSnapshot(bodyText);
      await vetWebhooks(env, snapshot);
      const { seed, account, now } = createFromSnapshot(env, snapshot);
      return resultView(account, now, seed);
    },
  }),
} satisfies Handlers<typeof snapshotOperations>;
