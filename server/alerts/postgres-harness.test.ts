// @vitest-environment node
import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPostgres } from '../../src/test/postgres-server';

describe('the tests’ PostgreSQL (issue #52): a real server, started and stopped by the set-up', () => {
  it('initdb’s a throwaway cluster, serves SQL on loopback, then stops and leaves nothing', async () => {
    const postgres = await startPostgres();
    const url = await postgres.createDatabase('harness');
    const client = new pg.Client(url);
    await client.connect();
    const { rows } = await client.query<{ version: string; fsync: string }>(
      "SELECT version(), current_setting('fsync') AS fsync",
    );
    await client.end();
    expect(rows[0]!.version).toMatch(/^PostgreSQL \d+/);
    expect(rows[0]!.fsync).toBe('off');
    expect(existsSync(postgres.dir)).toBe(true);
    await postgres.stop();
    expect(existsSync(postgres.dir)).toBe(false);
    await expect(new pg.Client(url).connect()).rejects.toThrow();
  }, 60_000);
});
