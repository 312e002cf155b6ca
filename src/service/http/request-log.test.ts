import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../contract/request-log';
import {
  createRequestLog,
  ENTRY_BYTES_MAX,
  entryBytes,
  LOGGED_ACCOUNTS_MAX,
  LOGGED_PATH_MAX,
  loggedPath,
  REQUESTS_PER_ACCOUNT,
} from './request-log';
import { createRouter } from './router';

const router = createRouter();
const logged = (method: string, href: string) => {
  const url = new URL(href, 'http://x.test');
  const match = router.find(method, url.pathname);
  return loggedPath(url.pathname, match?.route ?? null, match?.params ?? {}, url);
};

/** The longest entry a caller can make: a 255-character query name, then a flood of them. */
const worst = (n: number): RequestLogEntry => ({
  request_id: `req_${String(n).padStart(16, '0')}`,
  method: 'DELETE',
  path: logged('GET', `/no/such/route?${'a'.repeat(255)}=1&${'x'.repeat(40)}=2`.repeat(20)),
  status: 404,
  at: new Date(Date.UTC(2026, 10, 22)).toISOString(),
  duration_ms: 1,
});

describe('the request log (decision 040)', () => {
  it('keeps ids of this sandbox and fixed names, and nothing a caller could hide a secret in', () => {
    expect(logged('GET', '/cards/card_0123456789abcdef/details')).toBe(
      '/cards/card_0123456789abcdef/details',
    );
    expect(logged('POST', '/sandbox/events/card.frozen/trigger')).toBe(
      '/sandbox/events/card.frozen/trigger',
    );
    // A card number, a CVV, a one-time code, a seed or a webhook secret where an id goes.
    for (const secret of [
      '4111111111111111',
      '123',
      '123456',
      'ABCD-EFGH-JKLM-NPQR',
      'whsec_0123456789abcdef0123',
    ]) {
      expect(logged('GET', `/cards/${secret}`)).toBe('/cards/{id}');
      expect(logged('POST', `/sandbox/3ds/${secret}/complete`)).toBe('/sandbox/3ds/{id}/complete');
      expect(logged('GET', `/nowhere/${secret}`)).toBe('/nowhere/…');
      // Query values never; names only when they are plain words.
      expect(logged('GET', `/transactions?merchant=${secret}&page=2&${secret}=1`)).toBe(
        '/transactions?merchant=…&page=…&…',
      );
    }
    expect(worst(0).path.length).toBeLessThanOrEqual(LOGGED_PATH_MAX);
  });

  it('keeps the last N per account, newest first, bounded in bytes; one account cannot grow another’s log', () => {
    const log = createRequestLog();
    log.record('victim', { ...worst(0), path: '/cards' });
    const victim = log.list('victim');
    for (let i = 0; i < 5_000; i++) log.record('attacker', worst(i));
    const kept = log.list('attacker');
    expect(kept).toHaveLength(REQUESTS_PER_ACCOUNT);
    expect(kept[0]!.request_id).toBe(worst(4_999).request_id);
    for (const e of kept) expect(entryBytes(e)).toBeLessThanOrEqual(ENTRY_BYTES_MAX);
    expect(log.bytes('attacker')).toBeLessThanOrEqual(REQUESTS_PER_ACCOUNT * ENTRY_BYTES_MAX);
    expect(REQUESTS_PER_ACCOUNT * ENTRY_BYTES_MAX).toBeLessThanOrEqual(30_000);
    expect(log.list('victim')).toEqual(victim);
  });

  it('keeps at most LOGGED_ACCOUNTS_MAX logs, dropping the one written longest ago', () => {
    const log = createRequestLog();
    for (let a = 0; a < LOGGED_ACCOUNTS_MAX + 500; a++)
      for (let i = 0; i < 3; i++) log.record(`acct${a}`, worst(i));
    expect(log.accounts()).toBe(LOGGED_ACCOUNTS_MAX);
    expect(log.list('acct0')).toEqual([]);
    expect(log.list(`acct${LOGGED_ACCOUNTS_MAX + 499}`)).toHaveLength(3);
    expect(log.bytes()).toBeLessThanOrEqual(
      LOGGED_ACCOUNTS_MAX * REQUESTS_PER_ACCOUNT * ENTRY_BYTES_MAX,
    );
    expect(LOGGED_ACCOUNTS_MAX * REQUESTS_PER_ACCOUNT * ENTRY_BYTES_MAX).toBeLessThanOrEqual(
      30_000_000,
    );
  });
});
