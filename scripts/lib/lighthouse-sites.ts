import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, startPreview } from './preview';
import { API_BASE_PATH } from '../../src/contract/base-paths';

/**
 * Where `npm run lighthouse` loads the dashboard from (issue #35: "in the demo and against a
 * server"). `signIn` runs once per round, after the public pages (which need a visitor without a
 * session), on a page of the site's origin; the seed itself is put back before each signed-in
 * page by the caller.
 */
export type Site = {
  name: 'demo' | 'server';
  base: string;
  /** Puts the account's data where this site's app finds it. */
  signIn(page: Page): Promise<void>;
  stop(): void;
};

export type AccountData = { seed: string; snapshot: string };

/** The built demo (`dist`) under `vite preview`: the account lives in the browser (decision 007). */
export async function demoSite({ snapshot }: AccountData): Promise<Site> {
  const preview = await startPreview();
  return {
    name: 'demo',
    base: preview.base,
    async signIn(page) {
      // The demo's data, moved into IndexedDB by the app on its first load (decision 007).
      await page.evaluate((snap) => localStorage.setItem('vcs.sandbox.v1', snap), snapshot);
    },
    stop: preview.stop,
  };
}

/**
 * The dashboard as it is deployed against a service: a build without the demo (`VITE_DEMO=false`,
 * the API at this site's `/v1/api`, built here into `dist-server`) under `npm run serve`, which
 * proxies `/v1/api` to `npm run api` (SQLite) holding the same account, imported from its snapshot.
 * Rate limits off: fifteen cold loads in a few minutes from one address are not a visitor.
 */
export async function serverSite({ snapshot }: AccountData): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'vcs-lighthouse-'));
  const env = { ...process.env, VITE_DEMO: 'false', VITE_API_BASE_URL: API_BASE_PATH };
  for (const [cmd, args] of [
    ['npx', ['vite', 'build', '--outDir', 'dist-server', '--logLevel', 'warn']],
    ['npx', ['tsx', 'scripts/prerender.ts', '--outDir', 'dist-server']],
  ] as const) {
    const built = spawnSync(cmd, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
  }
  writeFileSync(join(dir, 'snapshot.json'), snapshot);
  const apiPort = await freePort();
  const api = await started(
    spawn(
      'npx',
      ['tsx', 'src/service/node/server.ts', '--port', String(apiPort), '--quiet'].concat(
        ['--data', join(dir, 'sandbox.db'), '--import-json', join(dir, 'snapshot.json')],
        ['--no-rate-limits'],
      ),
      { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    ),
    'listening on',
  );
  const port = await freePort();
  const serve = await started(
    spawn('npx', ['tsx', 'server/main.ts'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DIST: 'dist-server',
        API_UPSTREAM: `http://127.0.0.1:${apiPort}${API_BASE_PATH}`,
        DATA_DIR: join(dir, 'serve-data'),
      },
    }),
    'serving on',
  );
  return {
    name: 'server',
    base: `http://127.0.0.1:${port}`,
    async signIn() {
      // The account is on the server; the browser needs only its seed.
    },
    stop() {
      for (const child of [serve, api]) stopGroup(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the process once it prints `ready` (on stdout or stderr). */
function started(child: ChildProcess, ready: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${ready}" within 60 s`)), 60_000);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before "${ready}"`)));
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes(ready)) return;
        clearTimeout(timer);
        resolve(child);
      });
  });
}

function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
