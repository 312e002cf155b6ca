import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './api-process';

/**
 * A real PostgreSQL for the tests (issue #52, decision 046), never a mock: the machine's own
 * binaries (Debian's `postgresql`; `.ci/run` installs it on a clean machine), a throwaway cluster
 * in a temp folder, fsync off, on a free loopback port. PostgreSQL refuses to run as root, so as
 * root the binaries run as the `postgres` system user (Node's spawn uid/gid, no su in between).
 */
export type TestPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** A new empty database on this server, by its URL (one per test file or app). */
  createDatabase: (name: string) => Promise<string>;
  /** The temp folder: the cluster's data and its socket. */
  dir: string;
  /** Milliseconds from initdb to the first accepted connection. */
  startedInMs: number;
  /** Fast shutdown, the data kept; startServer starts it again on the same port. */
  stopServer: () => Promise<void>;
  startServer: () => Promise<void>;
  /** Fast shutdown, then the folder is removed. */
  stop: () => Promise<void>;
};

/** initdb and postgres: on the PATH, else the newest /usr/lib/postgresql/<n>/bin (Debian). */
export function findPostgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Who runs the binaries: this process, or `postgres` when this process is root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  if (uid.status !== 0)
    throw new Error('running as root, and PostgreSQL will not: no `postgres` user to run it as');
  return { uid: Number(uid.stdout), gid: Number(id('-g').stdout) };
}

// No server outlives the tests that started it, nor its folder a test that ended before stop().
const running: ChildProcess[] = [];
const folders = new Set<string>();
process.on('exit', () => {
  for (const proc of running) if (proc.exitCode === null) proc.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * `durable`: fsync, synchronous commit and full-page writes left on, as a production database runs
 * (the benchmark compares it with SQLite's synchronous=FULL); the tests turn them off for speed.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (no initdb): apt-get install postgresql, or .ci/run does it',
    );
  const started = performance.now();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'test-pg-'));
  folders.add(dir);
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { encoding: 'utf8', ...user },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const settings = options.durable
    ? []
    : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const launch = async () => {
    const proc = spawn(
      join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']
        .concat(settings.flatMap((s) => ['-c', s]))
        .concat(['-c', 'max_connections=200']),
      { stdio: ['ignore', 'ignore', 'pipe'], ...user },
    );
    running.push(proc);
    const logs: string[] = [];
    proc.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
    await acceptsConnections(url, proc, logs);
    return async () => {
      if (proc.exitCode === null) {
        proc.kill('SIGINT'); // fast shutdown: open sessions are ended
        await exited;
      }
    };
  };
  let shutdown = await launch();
  const startedInMs = Math.round(performance.now() - started);

  return {
    url,
    dir,
    startedInMs,
    createDatabase: async (name) => {
      const client = new pg.Client(url);
      await client.connect();
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      await client.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stopServer: () => shutdown(),
    startServer: async () => {
      shutdown = await launch();
    },
    stop: async () => {
      await shutdown();
      rmSync(dir, { recursive: true, force: true });
      folders.delete(dir);
    },
  };
}

/** Tries to connect every 50 ms until the server answers (or exits, or 30 s pass). */
async function acceptsConnections(url: string, proc: ChildProcess, logs: string[]) {
  const until = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`postgres exited: ${logs.join('')}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > until)
        throw new Error(`postgres did not accept connections: ${String(error)} ${logs.join('')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
