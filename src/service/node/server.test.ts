// @vitest-environment node
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, startApi } from '../../test/api-process';

async function http(base: string, method: string, path: string, seed?: string, body?: unknown) {
  return call(base, method, path, { seed, body });
}

describe('npm run api', () => {
  it('serves the sandbox over HTTP, delivers signed webhooks, persists with --data and stops cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vcs-api-'));
    const dataFile = join(dir, 'state.db');
    const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(received.length === 1 ? 500 : 200).end(); // the first delivery fails once: retried
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;

    try {
      const api = await startApi(['--data', dataFile, '--allow-private-webhooks']);
      const { base } = api;

      const gen = await http(base, 'POST', '/', undefined, { card: 'visa', asset: 'BTC' });
      expect(gen.status).toBe(200);
      const seed = gen.body.seed as string;
      expect((await http(base, 'GET', '/cards')).status).toBe(401);

      const hook = await http(base, 'POST', '/webhooks', seed, { url: receiverUrl, events: ['*'] });
      expect(hook.status).toBe(201);
      const dep = await http(base, 'POST', '/sandbox/deposits', seed, {
        currency: 'btc',
        amount_usd: 300,
      });
      await http(base, 'POST', `/sandbox/deposits/${dep.body.id}/confirm`, seed);
      const cards = await http(base, 'GET', '/cards', seed);
      const cardId = cards.body.data[0].id as string;
      const fund = await http(base, 'POST', `/cards/${cardId}/fund`, seed, { amount: 50 });
      expect(fund.body).toMatchObject({ new_balance: 50, wallet_balance: 248 });
      const preflight = await fetch(`${base}/cards`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'x-seed' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

      // deposit.pending, deposit.confirmed, card.created, card.funded — one retried after a 500.
      await expect
        .poll(() => received.filter((r) => r.headers['x-webhook-event']).length, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(5);
      for (const r of received) {
        const expected = createHmac('sha256', hook.body.secret).update(r.body).digest('hex');
        expect(r.headers['x-webhook-signature']).toBe(expected);
      }
      const types = new Set(received.map((r) => JSON.parse(r.body).type));
      expect(types).toEqual(
        new Set(['deposit.pending', 'deposit.confirmed', 'card.created', 'card.funded']),
      );
      const log = await http(base, 'GET', '/sandbox/webhooks/deliveries', seed);
      await expect
        .poll(
          async () =>
            (await http(base, 'GET', '/sandbox/webhooks/deliveries', seed)).body.data.every(
              (d: { status: string }) => d.status === 'delivered',
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(log.body.data.some((d: { attempts: number }) => d.attempts >= 1)).toBe(true);

      await api.stop();
      expect(api.logs.join('')).toMatch(/POST \/v1\/api\/cards\/card_\w+\/fund 200/);
      expect(api.logs.join('')).not.toContain(seed);

      // The state file: written atomically, no seed or card number in clear.
      expect(existsSync(dataFile)).toBe(true);
      const saved = readFileSync(dataFile, 'utf8');
      expect(saved).not.toContain(seed);
      expect(saved).not.toContain(gen.body.card.card_number.replace(/ /g, ''));

      // A restart with the same --data keeps the account.
      const again = await startApi(['--data', dataFile]);
      const wallet = await http(again.base, 'GET', '/wallet/balance', seed);
      expect(wallet.body).toMatchObject({ balance: 248, cards_total_balance: 50 });
      await again.stop();
    } finally {
      receiver.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
