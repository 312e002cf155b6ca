import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../sandbox/src/commands';
import {
  bareImports,
  copyBuiltSqlite,
  installArgs,
  installedClosure,
  installedNames,
  NPM_ENV,
  pack,
  PACKAGES,
  REPO,
  run,
} from './npm-folder';

const TSC = join(REPO, 'node_modules/typescript/bin/tsc');

/** A consumer on moduleResolution nodenext: the SDK's declarations resolve and still refuse bad calls. */
const CONSUMER = `
import { createClient } from 'vcs-sdk';
const vcs = createClient({ baseUrl: 'http://127.0.0.1:8787/v1/api', seed: 'S' });
export async function fund(id: string): Promise<number> {
  // @ts-expect-error per_page is a number
  await vcs.listCards({ query: { per_page: '10' } });
  return (await vcs.fundCard({ params: { id }, body: { amount: 10 } })).new_balance;
}
`;

let work: string;
let app: string;
let typecheck: ReturnType<typeof run>;
/** Started in their own process groups: npx's node and what it starts are stopped together. */
const groups: ChildProcess[] = [];
const alive = (child: ChildProcess) => child.exitCode === null && !child.signalCode;
function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the whole group has already exited
  }
}
// No sandbox or listener outlives a failed or interrupted run.
process.on('exit', () => groups.forEach((child) => stopGroup(child, 'SIGKILL')));

function startInApp(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: app,
    env: { ...NPM_ENV, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child);
  return child;
}

/**
 * Issue #50's "Done when", decisions 038 (second pass) and 039: `npm pack`'s tarballs of both
 * packages, installed once into one empty folder outside the repository, run there with no
 * dashboard code. Measured on the shared 2-core machine, 2026-11-29: the setup (both packs at once,
 * the SDK's a build with tsc; one install from npm's cache) 19 s at load 5 and 24–50 s at load
 * 12–20; --help and the slips 4–26 s (beside the typecheck), the flow 4–12 s, the typecheck 6–32 s.
 * Bounds about five to ten times the slowest: 300 s for the setup, 120 s for --help and for the
 * flow, 240 s for the typecheck (decision 039 saw 47 s).
 */
describe('vcs-sandbox and vcs-sdk, installed from their tarballs in one empty folder', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'vcs-tarballs-'));
    const tarballs = await Promise.all([pack('sandbox', work), pack('sdk', work)]);
    app = join(work, 'app');
    mkdirSync(app);
    // A package.json of its own: npm installs here, not in a project above the folder.
    writeFileSync(join(app, 'package.json'), '{ "private": true, "type": "module" }\n');
    const installed = await run('npm', installArgs(tarballs), app);
    expect(installed.code, installed.stderr).toBe(0);
    const sqlite = copyBuiltSqlite(app);
    expect(sqlite.fresh, 'the same better-sqlite3 as the compiled one').toBe(sqlite.built);
    // The longest step, started now and awaited by its test: it runs while the others do.
    writeFileSync(join(app, 'consumer.ts'), CONSUMER);
    const options = {
      module: 'nodenext',
      strict: true,
      noEmit: true,
      lib: ['ES2022', 'DOM'],
      types: [],
    };
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: options, files: ['consumer.ts'] }),
    );
    typecheck = run(process.execPath, [TSC, '-p', app], app);
  }, 300_000);

  afterAll(async () => {
    for (const child of groups.filter(alive)) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      stopGroup(child, 'SIGTERM');
      await exited;
    }
    // The folder outlives the typecheck that reads it (still running if its test was skipped).
    await typecheck;
    if (work) rmSync(work, { recursive: true, force: true });
  }, 240_000);

  it('reaches no dashboard code: each package brings its declared dependencies, the sandbox’s own are in its bundle', () => {
    expect(relative(REPO, app)).toMatch(/^\.\./);
    const resolveFromApp = createRequire(join(app, 'package.json')).resolve;
    for (const name of ['vcs-dashboard/package.json', 'hono', '@hono/node-server'])
      expect(() => resolveFromApp(name), name).toThrow(/Cannot find module/);
    expect(() => resolveFromApp('better-sqlite3')).not.toThrow();
    expect(readdirSync(join(app, 'node_modules/vcs-sandbox')).sort()).toEqual([
      'README.md',
      'dist',
      'package.json',
    ]);
    // zod is in the folder for the SDK: the sandbox's bundle imports no package but its three
    // declared dependencies, better-sqlite3, and pg and graphile-worker (decision 047).
    expect(bareImports(join(app, 'node_modules/vcs-sandbox/dist/cli.js'))).toEqual([
      'better-sqlite3',
      'graphile-worker',
      'pg',
    ]);
    expect(installedClosure(app, 'vcs-sdk')).toEqual(['vcs-sdk', 'zod']);
    const sandbox = installedClosure(app, 'vcs-sandbox');
    expect(sandbox).toContain('better-sqlite3');
    expect(sandbox).toContain('pg');
    expect(sandbox).toContain('graphile-worker');
    expect(sandbox).not.toContain('zod');
    // Nothing else was installed.
    expect(installedNames(app)).toEqual([...new Set([...sandbox, 'vcs-sdk', 'zod'])].sort());
  });

  it('lists its commands on --help and answers a slip in one line (exit 2), in its own name', async () => {
    const help = await run('npx', ['--no', '--', 'vcs-sandbox', '--help'], app);
    expect(help.code).toBe(0);
    for (const name of Object.keys(COMMANDS))
      expect(help.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    const slip = await run('npx', ['--no', '--', 'vcs-sandbox', 'api', '--bogus'], app);
    expect(slip).toEqual({
      code: 2,
      stdout: '',
      stderr: "vcs-sandbox api: Unknown option '--bogus' (see vcs-sandbox api --help)\n",
    });
    // The bin itself (what npx ran): a command names itself as the package's, not an npm script.
    const bin = join(app, 'node_modules/.bin/vcs-sandbox');
    const unknown = await run(process.execPath, [bin, 'bogus'], app);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^vcs-sandbox: unknown command 'bogus'; api, [^\n]*\n$/);
    const snapshotHelp = await run(process.execPath, [bin, 'snapshot', '--help'], app);
    expect(snapshotHelp.code).toBe(0);
    expect(snapshotHelp.stdout).toMatch(/^Usage: vcs-sandbox snapshot export /);
    expect(snapshotHelp.stdout).not.toContain('npm run');
  }, 120_000);

  it('serves busy-month with random seed 7, whose printed seed holds 3 cards; the SDK funds one and verifies a webhook received through listen', async () => {
    const server = startInApp('npx', [
      ...['--no', '--', 'vcs-sandbox', 'api', '--port', '0'],
      ...['--scenario', 'busy-month', '--random-seed', '7', '--allow-private-webhooks'],
    ]);
    let output = '';
    const started = await new Promise<{ port: string; seed: string }>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /listening on http:\/\/127\.0\.0\.1:(\d+)\/v1\/api/.exec(output)?.[1];
        const seed = /Seed: (\S+)/.exec(output)?.[1];
        if (port && seed) resolve({ port, seed });
      };
      server.stdout!.on('data', read);
      server.stderr!.on('data', read);
      server.once('exit', (code) => reject(new Error(`exited (${code}): ${output}`)));
    });
    // The state is in a SQLite file in the folder: better-sqlite3's native binding is in use.
    expect(output).toContain('state in .sandbox/sandbox.db');
    const base = `http://127.0.0.1:${started.port}/v1/api`;
    const cards = await fetch(`${base}/cards`, { headers: { 'X-Seed': started.seed } });
    expect(cards.status).toBe(200);
    expect(((await cards.json()) as { data: unknown[] }).data).toHaveLength(3);

    copyFileSync(join(PACKAGES, 'tarballs/fund-and-verify.js'), join(app, 'fund-and-verify.js'));
    const script = startInApp(process.execPath, ['fund-and-verify.js', base], {
      SANDBOX_SEED: started.seed,
    });
    let stdout = '';
    let stderr = '';
    script.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    script.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // 'close': it has exited and its output has been read to the end.
    const code = await new Promise<number | null>((resolve) =>
      script.once('close', (exitCode) => resolve(exitCode)),
    );
    // The script stops its `listen` itself (its own group); anything else it left goes here.
    stopGroup(script, 'SIGTERM');
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      funded: 40,
      forwarded: { sameCard: true, funded_amount: 40 },
      listen: { verified: true, tampered: false },
      registered: { verified: true, tampered: false },
    });
  }, 120_000);

  it('types a nodenext consumer from the SDK’s declarations', async () => {
    const checked = await typecheck;
    expect(`${checked.stdout}${checked.stderr}`).toBe('');
    expect(checked.code).toBe(0);
  }, 240_000);
});
