// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_KINDS, eventsFor } from '../../src/contract/alerts';
import { call, fundedAccount, startApi, type Api } from '../../src/test/api-process';
import { createServeApp } from '../app';
import { fakeBuild } from '../fake-build';
import { createServeServer } from '../listen';
import { localPushEndpoint } from './push-endpoint';

const id = () => randomBytes(18).toString('base64url');
const secret = () => randomBytes(24).toString('hex');

describe('card alerts: sandbox webhooks → npm run serve → Web Push (over real HTTP)', () => {
  let api: Api;
  let server: Server;
  let site = '';
  const dir = mkdtempSync(join(tmpdir(), 'serve-data-'));
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;

  beforeAll(async () => {
    api = await startApi(['--quiet', '--allow-private-webhooks']);
    push = await localPushEndpoint();
    const app = createServeApp({ root: fakeBuild(), alerts: { dir, loopback: true } });
    server = createServeServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }, 30_000);
  afterAll(async () => {
    await api?.stop();
    await push?.close();
    await new Promise((r) => {
      server?.close(r);
      server?.closeAllConnections();
    });
    rmSync(dir, { recursive: true, force: true });
  });

  /** What the page does on "Turn on": our record first, then the webhook at the service. */
  async function turnOn(seed: string, lang = 'en', subscription = push.subscription) {
    const hook = { hook_id: id(), secret: secret() };
    const ours = await fetch(`${site}/alerts/hooks`, {
      method: 'POST',
      body: JSON.stringify({ ...hook, subscription, kinds: [...ALERT_KINDS], lang }),
    });
    expect(ours.status).toBe(201);
    const theirs = await call(api.base, 'POST', '/webhooks', {
      seed,
      body: {
        url: `${site}/hooks/${hook.hook_id}`,
        events: eventsFor(ALERT_KINDS),
        secret: hook.secret,
      },
    });
    expect(theirs.status).toBe(201);
    return hook;
  }

  it('a purchase becomes, within 2 s, a decryptable push naming the merchant and amount, nothing secret', async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 100 } });
    await turnOn(seed);
    const details = await call(api.base, 'GET', `/cards/${cardId}/details`, { seed });
    const started = Date.now();
    const purchase = await call(api.base, 'POST', '/sandbox/purchases', {
      seed,
      body: {
        card_id: cardId,
        amount: 12.34,
        merchant: { name: 'Blue Bottle', category: 'food_and_drink', mcc: '5814', country: 'US' },
      },
    });
    expect(purchase.status).toBe(201);
    await expect.poll(() => push.received.length, { timeout: 2000, interval: 50 }).toBe(1);
    expect(push.received[0]!.at - started).toBeLessThan(2000);
    const note = JSON.parse(push.received[0]!.text);
    expect(note).toMatchObject({ title: 'Purchase approved', body: 'Blue Bottle, $12.34' });
    expect(note.url).toBe(`/transactions?card_id=${cardId}&txn=${purchase.body.id}`);
    expect(push.received[0]!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    for (const value of [details.body.pan, details.body.cvv, seed].filter(Boolean))
      expect(push.received[0]!.text).not.toContain(String(value));
    // The keys are files of the server only.
    expect(statSync(join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'alerts.sqlite')).mode & 0o777).toBe(0o600);
  }, 20_000);

  it('a decline says why in the person language; a 3-D Secure alert never holds the code', async () => {
    const { seed, cardId } = await fundedAccount(api.base, 100);
    await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 20 } });
    await turnOn(seed, 'fr');
    const before = push.received.length;
    await call(api.base, 'POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 400 },
    });
    await expect.poll(() => push.received.length, { timeout: 2000 }).toBe(before + 1);
    const declined = JSON.parse(push.received.at(-1)!.text);
    expect(declined.title).toBe('Achat refusé');
    expect(declined.body).toMatch(/400,00\s\$US — le solde de la carte est insuffisant$/);

    await call(api.base, 'POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 2, three_ds: true },
    });
    await expect.poll(() => push.received.length, { timeout: 2000 }).toBe(before + 2);
    const challenge = JSON.parse(push.received.at(-1)!.text);
    expect(challenge).toMatchObject({ title: 'Code 3-D Secure en attente', url: '/3ds' });
    const inbox = await call(api.base, 'GET', '/3ds', { seed });
    const code = JSON.stringify(inbox.body).match(/"(?:otp|code)":"(\d{4,8})"/)?.[1];
    if (code) expect(push.received.at(-1)!.text).not.toContain(code);
  }, 20_000);
});
