// @vitest-environment node
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '../../contract/base-paths';
import { OPERATIONS, type OperationId } from '../../contract/operations';
import { testService } from '../testing';
import { main } from './check-live';
import { CHECKED, NOT_CHECKED } from './check-live-reads';

type Json = Record<string, unknown> & { data?: Array<Record<string, unknown>> };
/** Rewrites one answer on its way out: the drift a live provider might bring. */
type Drift = (path: string, body: Json) => Json | undefined;

/**
 * The real sandbox (a busy month, a webhook) served over HTTP in this process, behind a tiny proxy
 * that may change an answer; the seed is the account's, given as VCS_SEED.
 */
async function liveSandbox(drift: Drift = () => undefined) {
  const { service, call } = testService();
  const made = await call('POST', '/sandbox/scenarios/busy-month/accounts', {
    body: { random_seed: 7 },
  });
  const seed = made.body.seed as string;
  await call('POST', '/webhooks', { seed, body: { url: 'https://hooks.example.com/cards' } });
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request) => {
      const answer = await service.handle(request, { address: '127.0.0.1' });
      const path = new URL(request.url).pathname.slice(API_BASE_PATH.length);
      const changed = answer.ok ? drift(path, (await answer.clone().json()) as Json) : undefined;
      return changed ? Response.json(changed, { status: answer.status }) : answer;
    },
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  stops.push(() => new Promise((resolve) => server.close(resolve)));
  vi.stubEnv('VCS_SEED', seed);
  return { url: `http://127.0.0.1:${port}${API_BASE_PATH}`, seed };
}
const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** `main` run as the command is, its printed lines collected. */
async function checkLive(args: string[]) {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  const code = await main(args).catch((error: Error) => Number(error.message.slice(5)));
  return { code, lines, text: lines.join('\n') };
}

/** Issue #50 item 8 (decision 041): the strict eye on a live provider's answers. */
describe('check-live', () => {
  it('finds no drift in the sandbox as it is, and exits 0', async () => {
    const { url, seed } = await liveSandbox();
    const { code, lines, text } = await checkLive(['--server', url]);
    expect(lines.filter((line) => line.includes('→'))).toEqual([]);
    expect(lines.at(-1)).toMatch(
      /^\d+ answers from http:\/\/127\.0\.0\.1:\d+\/v1\/api checked: no drift\.$/,
    );
    expect(Number(lines.at(-1)!.split(' ')[0])).toBeGreaterThanOrEqual(CHECKED.length);
    expect(code).toBe(0);
    expect(text).not.toContain(seed);
  });

  it('prints each drift in one line — unknown field, missing field, wrong type, unknown enum value — and exits 1', async () => {
    const { url, seed } = await liveSandbox((path, body) => {
      if (path === '/cards') body.data![1]!.status = 'paused';
      else if (/^\/cards\/[^/]+$/.test(path)) body.nickname = 'Everyday';
      else if (path === '/transactions') for (const item of body.data!) item.fee = 0;
      else if (path === '/wallet/balance') delete body.currency;
      else if (path === '/bins') body.data![0]!.acceptance_rate = '0.98';
      else return undefined;
      return body;
    });
    const { code, lines, text } = await checkLive(['--server', `${url}/`]);
    expect(lines.filter((line) => line.includes('→'))).toEqual([
      'GET /cards → data[1].status: unknown enum value "paused"',
      'GET /cards/{card_id} → nickname: unknown field',
      // The same drift in each of a page's hundred items is one line.
      'GET /transactions → data[0].fee: unknown field (and 99 more like it)',
      'GET /wallet/balance → currency: missing field',
      'GET /bins → data[0].acceptance_rate: wrong type (expected number, got string)',
    ]);
    expect(lines.at(-1)).toMatch(/checked: 5 drifts\.$/);
    expect(code).toBe(1);
    expect(text).not.toContain(seed);
  });

  it('says in one line that the seed was refused, or the server not reached (exit 1)', async () => {
    const { url } = await liveSandbox();
    vi.stubEnv('VCS_SEED', 'AAAA-AAAA-AAAA-AAAA');
    const refused = await checkLive(['--server', url]);
    expect(refused.lines).toEqual([
      `npm run check-live: ${url} could not be read: the seed in VCS_SEED was refused (401 unauthorized)`,
    ]);
    expect(refused.code).toBe(1);
    const away = await checkLive(['--server', 'http://127.0.0.1:1/v1/api']);
    expect(away.lines).toEqual([
      expect.stringMatching(
        /^npm run check-live: http:\/\/127\.0\.0\.1:1\/v1\/api could not be read: /,
      ),
    ]);
    expect(away.code).toBe(1);
  });

  it('answers a usage error with one line and exit 2, and never takes the seed from a flag', async () => {
    expect((await checkLive(['--bogus'])).code).toBe(2);
    const noServer = await checkLive([]);
    expect(noServer).toMatchObject({ code: 2 });
    expect(noServer.text).toMatch(/^npm run check-live: --server URL is required/);
    vi.stubEnv('VCS_SEED', '');
    const noSeed = await checkLive(['--server', 'http://127.0.0.1:1/v1/api']);
    expect(noSeed.text).toMatch(/VCS_SEED/);
    expect(noSeed.code).toBe(2);
    const flag = await checkLive(['--server', 'http://127.0.0.1:1/v1/api', '--seed', 'X']);
    expect(flag.text).toMatch(/not taken from the command line/);
    const help = await checkLive(['--help']);
    expect(help).toMatchObject({ code: 0 });
    expect(help.text).toMatch(/^Usage: npm run check-live -- --server URL/);
  });

  it('reads every GET of the contract or says why not, and never calls anything else', () => {
    const gets = Object.entries(OPERATIONS)
      .filter(([, op]) => op.method === 'get')
      .map(([id]) => id as OperationId);
    expect([...CHECKED, ...Object.keys(NOT_CHECKED)].sort()).toEqual(gets.sort());
    for (const id of CHECKED) expect(OPERATIONS[id].method).toBe('get');
  });
});
