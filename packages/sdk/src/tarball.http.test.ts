// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../../../src/test/api-process';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const TSC = join(PACKAGE_DIR, '../../node_modules/typescript/bin/tsc');
/** npm as an integrator runs it: without the npm_ variables of a run inside this repository. */
const NPM_ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_/i.test(key) || /^npm_config_(cache|registry|cafile|userconfig)$/i.test(key),
  ),
);
const run = (command: string, args: string[], cwd: string) =>
  new Promise<{ code: number; out: string }>((resolve) =>
    execFile(command, args, { cwd, env: NPM_ENV }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );

/** An integrator's script: the SDK from node_modules, a webhook received on its own server. */
const FLOW = `
import { createServer } from 'node:http';
import { createClient, verifyWebhook } from 'vcs-sdk';
const received = new Promise((resolve) => {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => { res.writeHead(204).end(); server.close(); resolve({ body, signature: req.headers['x-webhook-signature'] }); });
  }).listen(0, '127.0.0.1', () => (globalThis.port = server.address().port));
});
while (!globalThis.port) await new Promise((r) => setTimeout(r, 10));
const sandbox = createClient({ baseUrl: process.argv[2] });
const { seed } = await sandbox.postGenerate({ body: { card: 'visa', asset: 'BTC' } });
const vcs = sandbox.withSeed(seed);
const deposit = await vcs.simulateDeposit({ body: { currency: 'btc', amount_usd: 200 } });
await vcs.confirmDeposit({ params: { id: deposit.id } });
const [card] = (await vcs.listCards()).data;
const funded = await vcs.fundCard({ params: { id: card.id }, body: { amount: 40 } });
const hook = await vcs.registerWebhook({ body: { url: 'http://127.0.0.1:' + globalThis.port + '/in', events: ['*'] } });
await vcs.sendExampleEvent({ params: { id: hook.id }, body: { type: 'card.funded' } });
const { body, signature } = await received;
console.log(JSON.stringify({ funded: funded.funded_amount, verified: verifyWebhook(body, signature, hook.secret), forged: verifyWebhook(body + ' ', signature, hook.secret) }));
`;

/** A consumer on moduleResolution nodenext: the declarations resolve and still refuse bad calls. */
const CONSUMER = `
import { createClient } from 'vcs-sdk';
const vcs = createClient({ baseUrl: 'http://127.0.0.1:8787/v1/api', seed: 'S' });
export async function fund(id: string): Promise<number> {
  // @ts-expect-error per_page is a number
  await vcs.listCards({ query: { per_page: '10' } });
  return (await vcs.fundCard({ params: { id }, body: { amount: 10 } })).new_balance;
}
`;

/**
 * Issue #50 item 2, decision 039: `npm pack`'s tarball (built by prepack) installs into an empty
 * folder with only zod beside it, typechecks a nodenext consumer, and funds a card and verifies a
 * webhook against the sandbox. Pack is a build (esbuild, then tsc for the declarations): setup took
 * 30–75 s and the consumer's typecheck 20–47 s on the shared 2-core machine, so 300 s and 240 s;
 * the install takes zod from npm's cache.
 */
describe('vcs-sdk installed from its tarball in an empty folder', () => {
  let work: string;
  let app: string;
  let api: Api;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'vcs-sdk-pack-'));
    const packed = await run('npm', ['pack', '--pack-destination', work], PACKAGE_DIR);
    expect(packed.code, packed.out).toBe(0);
    const tarball = join(
      work,
      readdirSync(work).find((name) => name.endsWith('.tgz'))!,
    );
    app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), '{ "private": true, "type": "module" }\n');
    const flags = [
      '--ignore-scripts',
      '--no-package-lock',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ];
    const installed = await run('npm', ['install', tarball, ...flags], app);
    expect(installed.code, installed.out).toBe(0);
    const installedNames = readdirSync(join(app, 'node_modules')).filter((n) => !n.startsWith('.'));
    expect(installedNames.sort()).toEqual(['vcs-sdk', 'zod']);
    api = await startApi(['--quiet', '--allow-private-webhooks']);
  }, 300_000);
  afterAll(async () => {
    await api?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('funds a card and verifies a real delivery', async () => {
    writeFileSync(join(app, 'flow.mjs'), FLOW);
    const flow = await run(process.execPath, ['flow.mjs', api.base], app);
    expect(flow.code, flow.out).toBe(0);
    expect(JSON.parse(flow.out)).toEqual({ funded: 40, verified: true, forged: false });
  }, 60_000);

  it('types a nodenext consumer from the declarations', async () => {
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
    const checked = await run(process.execPath, [TSC, '-p', app], app);
    expect(checked.out).toBe('');
    expect(checked.code).toBe(0);
  }, 240_000);
});
