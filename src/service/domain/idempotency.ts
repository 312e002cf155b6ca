export type StoredResponse = { status: number; headers: Record<string, string>; body: string };

type Entry = { fingerprint: string; at: number; response: StoredResponse | null };

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 20_000;

/**
 * `X-Idempotency-Key` on POST, PATCH and DELETE, scoped per seed, kept 24 hours in memory:
 * - the same key with the same request (method, path, query, body) replays the first successful
 *   response with `Idempotent-Replayed: true` and changes nothing;
 * - the same key with a different request → 409 idempotency_key_reused;
 * - while the first is still running → 409 idempotency_key_in_use;
 * - a request that failed (4xx/5xx) is not stored: it changed nothing, so it may be retried.
 */
export class IdempotencyStore {
  private entries = new Map<string, Entry>();

  begin(
    scope: string,
    key: string,
    fingerprint: string,
    now: number,
  ):
    | { kind: 'new' }
    | { kind: 'replay'; response: StoredResponse }
    | { kind: 'conflict' }
    | { kind: 'in_progress' } {
    const id = `${scope}\u0000${key}`;
    const entry = this.entries.get(id);
    if (entry && now - entry.at < IDEMPOTENCY_TTL_MS) {
      if (entry.fingerprint !== fingerprint) return { kind: 'conflict' };
      return entry.response
        ? { kind: 'replay', response: entry.response }
        : { kind: 'in_progress' };
    }
    this.entries.set(id, { fingerprint, at: now, response: null });
    if (this.entries.size > MAX_ENTRIES) this.evict(now);
    return { kind: 'new' };
  }

  finish(scope: string, key: string, response: StoredResponse | null) {
    const id = `${scope}\u0000${key}`;
    const entry = this.entries.get(id);
    if (!entry) return;
    if (response && response.status < 400) entry.response = response;
    else this.entries.delete(id);
  }

  private evict(now: number) {
    for (const [id, e] of this.entries) {
      if (now - e.at >= IDEMPOTENCY_TTL_MS || this.entries.size > MAX_ENTRIES)
        this.entries.delete(id);
      else break;
    }
  }

  clear() {
    this.entries.clear();
  }
}
