import { describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_BYTES } from '../contract/snapshots';
import { testService } from './testing';

type Call = ReturnType<typeof testService>['call'];

/** Every card's number and CVV, and every page of transactions' ids, as the account lists them. */
async function listing(call: Call, seed: string) {
  const cards = (await call('GET', '/cards?per_page=100', { seed })).body.data;
  const transactions: string[] = [];
  for (let page = 1; ; page += 1) {
    const got = await call('GET', `/transactions?per_page=100&page=${page}`, { seed });
    transactions.push(...got.body.data.map((t: { id: string }) => t.id));
    if (got.body.data.length < 100) break;
  }
  return { cards, transactions };
}

const withoutNumbers = (cards: { last4: string }[]) => cards.map(({ last4: _, ...c }) => c);

/** Issue #31 item 6 in-process (decision 023). */
describe('account snapshots', () => {
  it('exports a busy month without the seed or card numbers, and imports it as a new account', async () => {
    const { call } = testService();
    const { seed } = (await call('POST', '/sandbox/scenarios/busy-month/accounts')).body;
    await call('POST', '/webhooks', {
      seed,
      body: {
        url: 'https://hooks.example.com/x',
        events: ['*'],
        secret: 'my-own-secret-0123456789',
      },
    });
    await call('POST', '/sandbox/clock/advance', { seed, body: { seconds: 3600 } });
    const exported = await call('GET', '/sandbox/snapshot', { seed });
    expect(exported.status).toBe(200);
    const file = JSON.stringify(exported.body);
    expect(exported.body).toMatchObject({
      format: 'virtual-card-sandbox.account-snapshot',
      version: 1,
    });
    expect(file.length).toBeLessThan(SNAPSHOT_MAX_BYTES);
    // Nothing that opens the account or its cards leaves: no seed, no card number, CVV or last4.
    expect(file).not.toContain(seed);
    expect(file).not.toContain('my-own-secret');
    expect(file).not.toMatch(/last4|seedHash|secret/i);
    const original = await listing(call, seed);
    for (const card of original.cards) {
      const details = (await call('GET', `/cards/${card.id}/details`, { seed })).body;
      expect(details.pan).toMatch(/^\d{16}$/);
      expect(file).not.toContain(details.pan);
    }

    const made = await call('POST', '/sandbox/snapshot/accounts', { raw: file });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const copy: string = made.body.seed;
    expect(copy).not.toBe(seed);
    expect(made.body).toMatchObject({ cards: 3, clock: { offset_ms: 3600_000 } });
    expect(made.body.webhooks).toHaveLength(1);
    expect(made.body.webhooks[0].secret).not.toBe('my-own-secret-0123456789');
    const imported = await listing(call, copy);
    expect(withoutNumbers(imported.cards)).toEqual(withoutNumbers(original.cards));
    expect(imported.transactions).toEqual(original.transactions);
    // The cards work in the new account: numbers derived from its own seed, ending in its last4.
    const card = imported.cards.find((c: { status: string }) => c.status === 'active');
    const details = (await call('GET', `/cards/${card.id}/details`, { seed: copy })).body;
    expect(details.pan.endsWith(card.last4)).toBe(true);
    expect(details.pan).not.toBe(
      (await call('GET', `/cards/${card.id}/details`, { seed })).body.pan,
    );
    const again = (await call('GET', '/sandbox/snapshot', { seed: copy })).body;
    expect(again.account).toEqual(exported.body.account);
  });

  it("replaces the caller's account: its seed stays, the records and the clock are the file's", async () => {
    const { call, fundedAccount } = testService();
    const { seed: from } = (await call('POST', '/sandbox/scenarios/near-monthly-limit/accounts'))
      .body;
    const file = (await call('GET', '/sandbox/snapshot', { seed: from })).body;
    const { seed, cardId } = await fundedAccount(300);
    const replaced = await call('POST', '/sandbox/snapshot', { seed, body: file });
    expect(replaced.status).toBe(200);
    expect(replaced.body.seed).toBeUndefined();
    const now = await listing(call, seed);
    expect(now.cards.map((c: { id: string }) => c.id)).not.toContain(cardId);
    expect(withoutNumbers(now.cards)).toEqual(withoutNumbers((await listing(call, from)).cards));
    expect((await call('GET', '/sandbox/snapshot', { seed })).body.account).toEqual(file.account);
  });

  it('a new account from a file is a sign-up: the shared ceiling refuses it, with Retry-After', async () => {
    const { call } = testService({ limits: { signupsPerMinute: 2 } });
    const { seed } = (await call('POST', '/')).body;
    const file = (await call('GET', '/sandbox/snapshot', { seed })).body;
    expect((await call('POST', '/sandbox/snapshot/accounts', { body: file })).status).toBe(201);
    const refused = await call('POST', '/sandbox/snapshot/accounts', { body: file });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('refuses a damaged, truncated, foreign, wrong-version, inconsistent or too-large file and changes nothing', async () => {
    const { call, fundedAccount } = testService();
    const { seed: from } = (await call('POST', '/sandbox/scenarios/busy-month/accounts')).body;
    const good = (await call('GET', '/sandbox/snapshot', { seed: from })).body;
    const text = JSON.stringify(good);
    const { seed } = await fundedAccount(50);
    const before = (await call('GET', '/sandbox/snapshot', { seed })).body;
    const edit = (change: (f: typeof good) => void) => {
      const copy = structuredClone(good);
      change(copy);
      return JSON.stringify(copy);
    };
    const hostile: [string, string, number, RegExp][] = [
      ['empty', '', 400, /empty/],
      ['truncated', text.slice(0, text.length / 2), 400, /damaged or was cut short/],
      ['not JSON', '\u0000\u0001PK zip', 400, /not valid JSON/],
      ['foreign', JSON.stringify({ cards: [] }), 400, /not an account snapshot/],
      ['an array', '[1,2]', 400, /not an account snapshot/],
      ['version 2', edit((f) => (f.version = 2)), 400, /version 2; this sandbox reads version 1/],
      ['negative cents', edit((f) => (f.account.walletCents = -5)), 400, /damaged/],
      ['an extra field', edit((f) => (f.account.seed = 'ABCD-EFGH-JKMN-PQRS')), 400, /damaged/],
      [
        'a prototype key',
        text.replace('"metadata":{}', '"metadata":{"__proto__":{"x":1}}'),
        400,
        /__proto__/,
      ],
      [
        'a dangling card',
        edit((f) => (f.account.transactions[0].cardId = 'card_nothere')),
        400,
        /inconsistent: transaction .* names card card_nothere/,
      ],
      ['a duplicate id', edit((f) => f.account.cards.push(f.account.cards[0])), 400, /share an id/],
      [
        'two webhooks at one URL',
        edit((f) => {
          const hook = { url: 'https://hooks.example.com/in', events: ['*'], active: true };
          f.account.webhooks.push(
            { id: 'wh_one', ...hook, createdAt: f.exportedAt },
            { id: 'wh_two', ...hook, createdAt: f.exportedAt },
          );
        }),
        400,
        /inconsistent: two webhooks share a URL/,
      ],
      [
        'an unknown BIN',
        edit((f) => (f.account.cards[0].binId = '999999')),
        400,
        /not a (visa|mastercard) BIN/,
      ],
      [
        'too large',
        text.replace('"account":', `"pad":"${'x'.repeat(SNAPSHOT_MAX_BYTES)}","account":`),
        413,
        /larger than 1048576/,
      ],
    ];
    for (const [what, raw, status, message] of hostile) {
      for (const [path, caller] of [
        ['/sandbox/snapshot', seed],
        ['/sandbox/snapshot/accounts', null],
      ] as const) {
        const refused = await call('POST', path, { seed: caller, raw });
        expect(refused.status, `${what} at ${path}`).toBe(status);
        expect(refused.body, what).toMatchObject({ code: status, message: expect.any(String) });
        expect(refused.body.message, what).toMatch(message);
      }
    }
    expect((await call('GET', '/sandbox/snapshot', { seed })).body.account).toEqual(before.account);
  });
});
