// @vitest-environment node
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi } from '../../test/api-process';

const dir = mkdtempSync(join(tmpdir(), 'vcs-datafile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('one server per data file, owner-only files (npm run api, decision 014)', () => {
  it('a second server on the same file refuses to start; the first one’s $100 funding survives', async () => {
    const data = join(dir, 'lock', 'sandbox.db');
    const args = ['--quiet', '--no-rate-limits', '--data', data];
    const first = await startApi(args);
    let cardId = '';
    let seed = '';
    let funded = 0;
    try {
      ({ seed, cardId } = await fundedAccount(first.base));
      const fund = await call(first.base, 'POST', `/cards/${cardId}/fund`, {
        seed,
        key: 'fund-100',
        body: { amount: 100 },
      });
      expect(fund.status).toBe(200);
      funded = fund.body.new_balance;

      const second = await startApi(args).then(
        async (api) => {
          await api.stop();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(second).toMatch(/exited early \(1\)/);
      expect(second).toMatch(/in use by another sandbox server/);
      expect(second.trim().split('\n')).toHaveLength(1);
      // The first one goes on serving, and its write is still there.
      const card = await call(first.base, 'GET', `/cards/${cardId}`, { seed });
      expect(card.body.balance).toBe(funded);
    } finally {
      await first.stop();
    }

    // The lock goes with the process, even killed -9: no stale lock to clear by hand.
    const killed = await startApi(args);
    killed.proc.kill('SIGKILL');
    await new Promise((resolve) => killed.proc.on('exit', resolve));
    const after = await startApi(args);
    try {
      const card = await call(after.base, 'GET', `/cards/${cardId}`, { seed });
      expect(card.body.balance).toBe(funded);
    } finally {
      await after.stop();
    }
  }, 90_000);

  it('makes the data directory 0700 and the database and its WAL 0600, and narrows old 0644 files', async () => {
    const folder = join(dir, 'fresh', 'nested');
    const data = join(folder, 'sandbox.db');
    const api = await startApi(['--quiet', '--data', data]);
    try {
      await fundedAccount(api.base);
      expect(mode(join(dir, 'fresh'))).toBe('700');
      expect(mode(folder)).toBe('700');
      expect(mode(data)).toBe('600');
      expect(mode(`${data}-wal`)).toBe('600');
      // Exclusive locking keeps the WAL index in memory: no -shm file at all.
      expect(existsSync(`${data}-shm`)).toBe(false);
    } finally {
      await api.stop();
    }

    // A database an older sandbox left world-readable is narrowed when the sandbox starts on it.
    chmodSync(data, 0o644);
    const again = await startApi(['--quiet', '--data', data]);
    try {
      expect(mode(data)).toBe('600');
      await fundedAccount(again.base);
      expect(mode(`${data}-wal`)).toBe('600');
      expect(existsSync(`${data}-shm`)).toBe(false);
    } finally {
      await again.stop();
    }
  }, 60_000);
});
