import { untouch, type ChangeSet } from '../domain/changes';
import type { Account, IdempotencyRecord, ServiceState } from '../domain/state';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** What is kept for replay; the figures and their reasons are in docs/decisions/014. */
export type IdempotencyLimits = {
  /** Answers kept per account; the oldest of that account goes first. */
  perAccount: number;
  /** Bytes of answers kept per account (its rows as stored: UTF-8 JSON). */
  perAccountBytes: number;
  /** Bytes kept for all accounts together; past it, the accounts holding most give first. */
  totalBytes: number;
};
export const IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  perAccount: 1000,
  perAccountBytes: 1024 * 1024,
  totalBytes: 32 * 1024 * 1024,
};

/** A trim over the total goes down to this share of it, so the next one is far off. */
const LOW_WATER = 0.9;
const sizes = new WeakMap<IdempotencyRecord, number>();

/** The bytes a kept answer costs: its row as a record store writes it (JSON, in UTF-8). */
export function answerBytes(record: IdempotencyRecord): number {
  let size = sizes.get(record);
  if (size === undefined) {
    size = utf8Length(JSON.stringify(record));
    sizes.set(record, size);
  }
  return size;
}

export const bytesOf = (records: readonly IdempotencyRecord[]) =>
  records.reduce((sum, r) => sum + answerBytes(r), 0);

/**
 * The answers an account keeps: unexpired, newest first until the count or the bytes run out
 * (the newest is always kept: a single answer is far below the per-account budget).
 */
export function keepNewest(
  records: readonly IdempotencyRecord[],
  now: number,
  limits: Pick<IdempotencyLimits, 'perAccount' | 'perAccountBytes'>,
): IdempotencyRecord[] {
  const fresh = records.filter((r) => now - r.at < IDEMPOTENCY_TTL_MS);
  let from = fresh.length;
  let bytes = 0;
  while (from > 0 && fresh.length - from < limits.perAccount) {
    const size = answerBytes(fresh[from - 1]!);
    if (from < fresh.length && bytes + size > limits.perAccountBytes) break;
    bytes += size;
    from -= 1;
  }
  return from === 0 ? fresh : fresh.slice(from);
}

/** Replaces an account's answers with `kept`, saying which rows went. */
export function replaceAnswers(account: Account, kept: IdempotencyRecord[], changes: ChangeSet) {
  const records = account.idempotencyKeys ?? [];
  const keep = new Set(kept);
  for (const gone of records)
    if (!keep.has(gone)) untouch(changes, account, 'idempotencyKeys', gone);
  if (kept.length || records.length) account.idempotencyKeys = kept;
}

/**
 * Every account within its own budget, then all of them within the total: the accounts holding
 * most are cut to one level (each losing its oldest), so a small account keeps its keys until
 * every account is down to its size. `newest`, the answer just given, stays. Returns the bytes kept.
 */
export function trimAll(
  state: ServiceState,
  now: number,
  limits: IdempotencyLimits,
  changes: ChangeSet,
  newest?: IdempotencyRecord,
): number {
  const held: { account: Account; kept: IdempotencyRecord[]; bytes: number }[] = [];
  let total = 0;
  for (const account of Object.values(state.accounts)) {
    if (!account.idempotencyKeys?.length) continue;
    const kept = keepNewest(account.idempotencyKeys, now, limits);
    const bytes = bytesOf(kept);
    held.push({ account, kept, bytes });
    total += bytes;
  }
  if (total > limits.totalBytes) {
    const level = levelFor(
      held.map((h) => h.bytes),
      limits.totalBytes * LOW_WATER,
    );
    total = 0;
    for (const h of held) {
      while (h.bytes > level && h.kept.length && h.kept[0] !== newest)
        h.bytes -= answerBytes(h.kept.shift()!);
      total += h.bytes;
    }
  }
  for (const h of held) replaceAnswers(h.account, h.kept, changes);
  return total;
}

/** The highest level L with sum(min(bytes, L)) <= target. */
function levelFor(amounts: number[], target: number): number {
  const sorted = [...amounts].sort((a, b) => a - b);
  let below = 0;
  for (let i = 0; i < sorted.length; i++) {
    const rest = sorted.length - i;
    if (below + rest * sorted[i]! > target) return Math.floor((target - below) / rest);
    below += sorted[i]!;
  }
  return Infinity;
}

function utf8Length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) length += 1;
    else if (c < 0x800) length += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      length += 4;
      i += 1;
    } else length += 3;
  }
  return length;
}
