// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi } from '../../test/api-process';
import { testService } from '../testing';

const dir = mkdtempSync(join(tmpdir(), 'vcs-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('durable state (npm run api with SQLite)', () => {
  it('kill -9 in the middle of a 300-request burst loses no acknowledged write', async () => {
    const data = join(dir, 'burst.db');
    const first = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
    const { seed, cardId } = await fundedAccount(first.base, 5000);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < 300 && !killed) {
        const key = `burst-${next++}`;
        try {
          const answer = await call(first.base, 'POST', `/cards/${cardId}/fund`, {
            seed,
            key,
            body: { amount: 1 },
          });
          if (answer.status === 200) acknowledged.push(key);
          if (acknowledged.length >= 120 && !killed) {
            killed = true;
            first.proc.kill('SIGKILL');
          }
        } catch {
          // the connection died with the process
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    expect(acknowledged.length).toBeGreaterThanOrEqual(120);

    const again = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
    try {
      const card = await call(again.base, 'GET', `/cards/${cardId}`, { seed });
      expect(card.body.balance).toBeGreaterThanOrEqual(acknowledged.length);
      // Every acknowledged funding is there: its key replays instead of moving money again.
      for (const key of acknowledged) {
        const retry = await call(again.base, 'POST', `/cards/${cardId}/fund`, {
          seed,
          key,
          body: { amount: 1 },
        });
        expect(retry.headers.get('idempotent-replayed'), key).toBe('true');
      }
      const after = await call(again.base, 'GET', `/cards/${cardId}`, { seed });
      expect(after.body.balance).toBe(card.body.balance);
    } finally {
      await again.stop();
    }
  }, 60_000);

  it('imports a JSON snapshot of an older sandbox into a new database', async () => {
    const { service, call: callLocal, fundedAccount: localAccount } = testService();
    const { seed } = await localAccount(80);
    const balance = (await callLocal('GET', '/wallet/balance', { seed })).body.balance;
    const json = join(dir, 'export.json');
    writeFileSync(json, JSON.stringify(service.snapshot()));
    const api = await startApi([
      '--quiet',
      '--data',
      join(dir, 'imported.db'),
      '--import-json',
      json,
    ]);
    try {
      expect(api.logs.join('')).toContain('Imported 1 account(s)');
      const wallet = await call(api.base, 'GET', '/wallet/balance', { seed });
      expect(wallet.body.balance).toBe(balance);
    } finally {
      await api.stop();
    }
  }, 30_000);

  it('a damaged database stops start-up with a clear message and is left untouched', async () => {
    const data = join(dir, 'damaged.db');
    const api = await startApi(['--quiet', '--data', data]);
    await fundedAccount(api.base);
    await api.stop();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(data);
    bytes.fill(0x41, 4096, 8192); // a page of garbage
    writeFileSync(data, bytes);
    const before = readFileSync(data);
    await expect(startApi(['--quiet', '--data', data])).rejects.toThrow(
      /cannot start: .*damaged|cannot start: .*not a sandbox|cannot start/,
    );
    expect(readFileSync(data).equals(before)).toBe(true);

    const json = join(dir, 'old.json');
    writeFileSync(json, '{"version":1,"secret":"abc0123456789abcdef0123456789abcdef","accounts":{');
    await expect(startApi(['--quiet', '--data', json])).rejects.toThrow(/--import-json/);
    const refused = await startApi([
      '--quiet',
      '--data',
      join(dir, 'new.db'),
      '--import-json',
      json,
    ]).catch((error: Error) => error);
    expect((refused as Error).message).toMatch(/not a JSON snapshot/);
    // Nothing of the file is printed: it holds the sandbox's secret.
    expect((refused as Error).message).not.toContain('abc0123456789');
  }, 60_000);
});
