import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from './src/commands';

const PACKAGE_DIR = dirname(fileURLToPath(import.meta.url));
const REPO = join(PACKAGE_DIR, '../..');

/**
 * npm as an integrator runs it: none of the variables `npm run test:unit` exported (its
 * npm_config_local_prefix would aim the install at this repository), only where npm's cache and
 * registry are.
 */
const NPM_ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_/i.test(key) || /^npm_config_(cache|registry|cafile|userconfig)$/i.test(key),
  ),
);

function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { cwd, env: NPM_ENV }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const version = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

let work: string;
let app: string;
let server: ChildProcess | undefined;
const running = () => server?.pid !== undefined && server.exitCode === null && !server.signalCode;
// No sandbox outlives a failed or interrupted run.
process.on('exit', () => running() && process.kill(-server!.pid!, 'SIGKILL'));

/**
 * Issue #50 item 1, decision 038: the tarball `npm pack` makes installs into an empty folder and
 * runs there with no dashboard code. Measured on the shared 2-core machine at load 15–24 (decision
 * 038's table): pack 3.6–6.0 s (npm and esbuild), install 3.1–7.0 s (39 packages from npm's cache,
 * nothing compiled), first answer 2.3–5.1 s (npx, the bundle, building busy-month). So 120 s for
 * the setup and 60 s a test: about ten times the slowest run.
 */
describe('the vcs-sandbox package, installed from its tarball in an empty folder', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'vcs-sandbox-pack-'));
    const packed = await run('npm', ['pack', '--pack-destination', work], PACKAGE_DIR);
    expect(packed.code, packed.stderr).toBe(0);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))!;
    app = join(work, 'app');
    mkdirSync(app);
    // A package.json of its own: npm installs here, not in a project above the folder.
    writeFileSync(join(app, 'package.json'), '{ "private": true }\n');
    // npm resolves and installs the tarball's dependencies as declared; --ignore-scripts skips
    // better-sqlite3's native build (a minute of compiling sqlite3.c), whose product for this
    // very version and Node is already in the repository's node_modules and is copied in below.
    const installed = await run(
      'npm',
      [
        'install',
        join(work, tarball),
        '--ignore-scripts',
        '--no-package-lock',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ],
      app,
    );
    expect(installed.code, installed.stderr).toBe(0);
    const built = dirname(
      createRequire(join(REPO, 'package.json')).resolve('better-sqlite3/package.json'),
    );
    const fresh = join(app, 'node_modules/better-sqlite3');
    expect(version(fresh), 'the same better-sqlite3 as the compiled one').toBe(version(built));
    mkdirSync(join(fresh, 'build/Release'), { recursive: true });
    const binary = 'build/Release/better_sqlite3.node';
    copyFileSync(join(built, binary), join(fresh, binary));
  }, 120_000);

  afterAll(async () => {
    if (running()) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server!.pid!, 'SIGTERM');
      await exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('reaches no dashboard code: the sandbox and its dependencies are inside the bundle', () => {
    expect(relative(REPO, app)).toMatch(/^\.\./);
    const resolveFromApp = createRequire(join(app, 'package.json')).resolve;
    for (const name of ['vcs-dashboard/package.json', 'zod', 'hono', '@hono/node-server'])
      expect(() => resolveFromApp(name), name).toThrow(/Cannot find module/);
    expect(() => resolveFromApp('better-sqlite3')).not.toThrow();
    expect(readdirSync(join(app, 'node_modules/vcs-sandbox')).sort()).toEqual([
      'README.md',
      'dist',
      'package.json',
    ]);
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
  }, 60_000);

  it('serves busy-month with random seed 7: the seed it prints holds 3 cards', async () => {
    server = spawn(
      'npx',
      [
        '--no',
        '--',
        'vcs-sandbox',
        'api',
        '--port',
        '0',
        '--scenario',
        'busy-month',
        '--random-seed',
        '7',
      ],
      // Its own process group: npx's node and the server it starts are stopped together.
      { cwd: app, env: NPM_ENV, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const started = await new Promise<{ port: string; seed: string }>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /listening on http:\/\/127\.0\.0\.1:(\d+)\/v1\/api/.exec(output)?.[1];
        const seed = /Seed: (\S+)/.exec(output)?.[1];
        if (port && seed) resolve({ port, seed });
      };
      server!.stdout!.on('data', read);
      server!.stderr!.on('data', read);
      server!.once('exit', (code) => reject(new Error(`exited (${code}): ${output}`)));
    });
    // The state is in a SQLite file in the folder: better-sqlite3's native binding is in use.
    expect(output).toContain('state in .sandbox/sandbox.db');
    const response = await fetch(`http://127.0.0.1:${started.port}/v1/api/cards`, {
      headers: { 'X-Seed': started.seed },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(3);
  }, 60_000);
});
