import { HEX, randomString } from '../runtime';
import { cardExpiresAt, isExpiredAt } from './card-expiry';
import { accountNow } from './clock';
import { changed, iso, removed, walletChanged, type Ctx } from './context';
import { findBin } from './catalogue';
import { fail } from './errors';
import { canExpire } from './expired-cards';
import { newAccountContext, type ServiceEnv } from './new-account';
import { accountMoneyCents, MONEY_MAX_CENTS, moneyBalance } from './money-ceiling';
import { panFor } from './secrets';
import { CHALLENGE_TTL_MS } from './three-ds';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_FORMAT_VERSION,
  SNAPSHOT_MAX_BYTES,
  type Snapshot,
  type SnapshotAccount,
} from './snapshot-format';
import type { Account, CardRecord, WebhookRecord } from './state';

/**
 * An account's whole state to a file and back (issue #31 item 6, decision 023). The file never
 * holds the seed nor anything derived from it (card numbers are derived from an HMAC of the seed;
 * their last4 is derived again on import), nor webhook secrets, stored answers or the delivery log.
 */
export function exportSnapshot(ctx: Ctx, serviceNow: number): Snapshot {
  const a = ctx.account;
  const snapshot: Snapshot = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_FORMAT_VERSION,
    exportedAt: iso(serviceNow),
    accountNow: iso(ctx.now),
    account: {
      createdAt: a.createdAt,
      fundingAsset: a.fundingAsset,
      addresses: { ...a.addresses },
      walletCents: a.walletCents,
      clockOffsetMs: a.clockOffsetMs ?? 0,
      cards: a.cards.map(({ last4: _last4, ...card }) => card),
      transactions: a.transactions,
      deposits: a.deposits,
      challenges: a.challenges,
      webhooks: a.webhooks.map(({ secret: _secret, ...hook }) => hook),
    },
  };
  const bytes = new TextEncoder().encode(JSON.stringify(snapshot)).byteLength;
  if (bytes > SNAPSHOT_MAX_BYTES)
    fail(
      'limit_reached',
      `This account's snapshot would be ${bytes} bytes, more than the ${SNAPSHOT_MAX_BYTES} a snapshot may hold.`,
    );
  return snapshot;
}

/**
 * Refuses a file whose records do not hold together, before anything changes. `accountNow` is the
 * file's clock: a card past its expiry month by it must be terminated already (decision 023).
 */
export function checkConsistent(account: SnapshotAccount, accountNow: string): void {
  const bad = (why: string) => fail('invalid_request', `The snapshot is inconsistent: ${why}.`);
  const ids = (list: { id: string }[], what: string) => {
    const set = new Set(list.map((r) => r.id));
    if (set.size !== list.length) bad(`two ${what} share an id`);
    return set;
  };
  const cards = ids(account.cards, 'cards');
  const txns = ids(account.transactions, 'transactions');
  const challenges = ids(account.challenges, 'challenges');
  ids(account.deposits, 'deposits');
  ids(account.webhooks, 'webhooks');
  if (new Set(account.webhooks.map((w) => w.url)).size !== account.webhooks.length)
    bad('two webhooks share a URL');
  for (const card of account.cards) {
    if (findBin(card.binId)?.network !== card.network)
      bad(`card ${card.id} names BIN ${card.binId}, not a ${card.network} BIN of this sandbox`);
    if (canExpire(card) && isExpiredAt(card, Date.parse(accountNow)))
      bad(
        `card ${card.id} is ${card.status}, but it expired at ${iso(cardExpiresAt(card))}, before the file's clock (${accountNow}): an expired card is terminated`,
      );
  }
  const authorizations = new Set(
    account.transactions.filter((t) => t.type === 'authorization').map((t) => t.id),
  );
  for (const t of account.transactions) {
    if (!cards.has(t.cardId)) bad(`transaction ${t.id} names card ${t.cardId}, not in the file`);
    if (t.authorizationId !== null && !authorizations.has(t.authorizationId))
      bad(`transaction ${t.id} names authorization ${t.authorizationId}, not in the file`);
    if (t.challengeId !== null && !challenges.has(t.challengeId))
      bad(`transaction ${t.id} names challenge ${t.challengeId}, not in the file`);
  }
  for (const c of account.challenges) {
    if (!cards.has(c.cardId)) bad(`challenge ${c.id} names card ${c.cardId}, not in the file`);
    if (c.transactionId !== null && !txns.has(c.transactionId))
      bad(`challenge ${c.id} names transaction ${c.transactionId}, not in the file`);
    if (Date.parse(c.expiresAt) - Date.parse(c.createdAt) !== CHALLENGE_TTL_MS)
      bad(`challenge ${c.id} must expire 5 minutes after it was made`);
  }
  checkMoney(account, bad);
}

/** The file's money holds together and stays under the ceiling (decision 023). */
function checkMoney(account: SnapshotAccount, bad: (why: string) => never) {
  for (const d of account.deposits)
    if (d.feeCents > d.amountUsdCents) bad(`deposit ${d.id} has a fee larger than its amount`);
  const money = accountMoneyCents(account);
  if (money > MONEY_MAX_CENTS)
    bad(
      `the wallet, cards and pending deposits hold ${money} cents, more than the ${MONEY_MAX_CENTS} an account may hold`,
    );
  const { held, accounted } = moneyBalance(account);
  if (held !== accounted)
    bad(
      `money is not conserved: the wallet and cards hold ${held} cents, while confirmed deposits less purchases plus refunds come to ${accounted}`,
    );
}

/** The file's records as this account's: last4s derived with its key, webhooks with new secrets. */
function materialize(ctx: Ctx, from: SnapshotAccount): Partial<Account> {
  const key = ctx.secretsKey;
  const cards: CardRecord[] = from.cards.map((card) => ({
    ...card,
    last4: panFor(key, card.id, card.binId).slice(-4),
  }));
  const webhooks: WebhookRecord[] = from.webhooks.map((hook) => ({
    ...hook,
    secret: `whsec_${randomString(ctx.random, HEX, 40)}`,
  }));
  return {
    createdAt: from.createdAt,
    fundingAsset: from.fundingAsset,
    addresses: { ...from.addresses },
    walletCents: from.walletCents,
    clockOffsetMs: from.clockOffsetMs,
    cards,
    transactions: from.transactions.map((t) => ({ ...t, merchant: { ...t.merchant } })),
    deposits: from.deposits.map((d) => ({ ...d })),
    challenges: from.challenges.map((c) => ({ ...c, merchant: { ...c.merchant } })),
    webhooks,
    deliveries: [],
  };
}

const KINDS = [
  'cards',
  'transactions',
  'deposits',
  'challenges',
  'webhooks',
  'deliveries',
] as const;

function markAll(ctx: Ctx, mark: typeof changed) {
  for (const kind of KINDS) for (const record of ctx.account[kind]) mark(ctx, kind, record);
}

/**
 * Replaces the caller's account with the file's (a reset, then the import): its seed, id and
 * stored answers stay; everything else is the file's. ctx.now follows the file's clock.
 */
export function replaceWithSnapshot(ctx: Ctx, snapshot: Snapshot, serviceNow: number) {
  checkConsistent(snapshot.account, snapshot.accountNow);
  const next = materialize(ctx, snapshot.account);
  markAll(ctx, removed);
  Object.assign(ctx.account, next);
  markAll(ctx, changed);
  walletChanged(ctx);
  ctx.now = accountNow(ctx.account, serviceNow);
  ctx.events.length = 0;
  return ctx.account;
}

/** A new account holding the file's records; its seed is returned once and never kept. */
export function createFromSnapshot(env: ServiceEnv, snapshot: Snapshot) {
  checkConsistent(snapshot.account, snapshot.accountNow);
  const { seed, ctx, finish } = newAccountContext(env, { asset: snapshot.account.fundingAsset });
  Object.assign(ctx.account, materialize(ctx, snapshot.account));
  ctx.now = accountNow(ctx.account, env.now);
  finish();
  return { seed, account: ctx.account, now: ctx.now };
}
