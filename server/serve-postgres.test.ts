// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_BASE_PATH } from '../src/contract/base-paths';
import { freePort } from '../src/test/api-process';
import { startPostgres, type TestPostgres } from '../src/test/postgres-server';
import { localPushEndpoint } from './alerts/push-endpoint';
import { newHookId, newSecret } from './alerts/test-site';
import { fakeBuild } from './fake-build';

/** `npm run serve` as a process (server/main.ts) with `env`; its log, and its exit or its origin. */
async function serve(env: Record<string, string>) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'serve-data-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, ...env },
  });
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  let log = '';
  proc.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const outcome = await new Promise<'listening' | 'exited'>((resolve) => {
    proc.on('exit', () => resolve('exited'));
    const check = setInterval(() => {
      if (!log.includes('serving on')) return;
      clearInterval(check);
      resolve('listening');
    }, 25);
    proc.on('exit', () => clearInterval(check));
  });
  return {
    outcome,
    log: () => log,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** DATABASE_URL and ALERTS_MAX_HOOKS read by npm run serve itself (issue #52, decision 046). */
describe('npm run serve with DATABASE_URL (processes on a real PostgreSQL)', () => {
  let postgres: TestPostgres;
  let url = '';
  const root = fakeBuild();
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;

  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase('serve');
    push = await localPushEndpoint();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
    await push?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('two processes started together: one migrates, both serve one VAPID key and one total', async () => {
    const env = { DIST: root, DATABASE_URL: url, ALERTS_MAX_HOOKS: '1', ALERTS_LOOPBACK_PUSH: '1' };
    const both = await Promise.all([serve(env), serve(env)]);
    try {
      expect(both.map((s) => s.outcome)).toEqual(['listening', 'listening']);
      const migrated = both.map((s) => /migrations applied now: ([^\n]*)/.exec(s.log())?.[1]);
      expect(migrated.sort()).toEqual(['1, 2, 3', 'none']);
      const keys = await Promise.all(
        both.map(async (s) => (await fetch(`${s.origin}${ALERTS_BASE_PATH}/key`)).text()),
      );
      expect(keys[0]).toMatch(/public_key/);
      expect(keys[1]).toBe(keys[0]);
      for (const s of both) expect(s.log()).not.toContain(url);
      // ALERTS_MAX_HOOKS=1 for both together: the second record, through the other process,
      // takes the place of the first (never reached by an event, decision 025).
      const hooks = [
        { id: newHookId(), secret: newSecret() },
        { id: newHookId(), secret: newSecret() },
      ];
      for (const [i, hook] of hooks.entries()) {
        const made = await fetch(`${both[i]!.origin}${ALERTS_BASE_PATH}/hooks`, {
          method: 'POST',
          body: JSON.stringify({
            hook_id: hook.id,
            secret: hook.secret,
            subscription: push.subscription,
            kinds: ['approved'],
            lang: 'en',
          }),
        });
        expect(made.status).toBe(201);
      }
      const removed = await Promise.all(
        hooks.map(async (hook) => {
          const answer = await fetch(`${both[0]!.origin}${ALERTS_BASE_PATH}/hooks/${hook.id}`, {
            method: 'DELETE',
            headers: { 'X-Alert-Secret': hook.secret },
          });
          return answer.status;
        }),
      );
      expect(removed).toEqual([404, 204]);
    } finally {
      await Promise.all(both.map((s) => s.stop()));
    }
  }, 60_000);

  it('refuses to start on a DATABASE_URL it cannot use or a total that is no number', async () => {
    const cases: Array<Record<string, string>> = [
      { DATABASE_URL: 'mysql://db.example/alerts' },
      { DATABASE_URL: url.replace(/\/serve$/, '/missing') },
      { DATABASE_URL: url, ALERTS_MAX_HOOKS: 'lots' },
    ];
    const started = await Promise.all(cases.map((env) => serve({ DIST: root, ...env })));
    for (const s of started) expect(s.outcome, s.log()).toBe('exited');
    await Promise.all(started.map((s) => s.stop()));
  }, 60_000);
});
