// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ServiceState } from '../domain/state';
import { testService } from '../testing';
import { memoryRecordStore } from './records';

const normalized = (state: ServiceState) =>
  Object.values(state.accounts).map((a) => ({ ...a, idempotencyKeys: a.idempotencyKeys ?? [] }));

describe('a record store fed only change sets', () => {
  it('equals memory through webhooks, deliveries trimmed, 3DS completed and expired, keys and a reset', async () => {
    const records = memoryRecordStore();
    const { call, clock, service, fundedAccount } = testService({ records });
    const same = (step: string) =>
      expect(normalized(records.load()!), step).toEqual(normalized(service.snapshot()));

    const { seed, cardId } = await fundedAccount(500);
    same('funded account');
    const hooks = [];
    for (let i = 0; i < 3; i++)
      hooks.push(
        (
          await call('POST', '/webhooks', {
            seed,
            body: { url: `https://hooks${i}.example.com/`, events: ['*'] },
            headers: { 'X-Idempotency-Key': `hook-${i}` },
          })
        ).body,
      );
    same('webhooks registered');
    await call('DELETE', `/webhooks/${hooks[2].id}`, { seed });
    same('webhook deleted');

    const challenge = (
      await call('POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount: 12.5, three_ds: true },
      })
    ).body;
    const otp = (await call('GET', `/3ds/${challenge.id}`, { seed })).body.otp;
    await call('POST', `/sandbox/3ds/${challenge.id}/complete`, { seed, body: { otp } });
    same('3DS completed');
    await call('POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 3, three_ds: true },
    });
    clock.advance(6 * 60_000);
    await call('GET', '/wallet/balance', { seed }); // the clock tick expires it
    same('3DS expired on a read');

    // Past 200 deliveries the oldest are dropped: removals are changes too.
    for (let i = 0; i < 120; i++)
      await call('POST', `/cards/${cardId}/${i % 2 ? 'unfreeze' : 'freeze'}`, { seed });
    expect(
      service.snapshot().accounts[Object.keys(service.snapshot().accounts)[0]!]!.deliveries,
    ).toHaveLength(200);
    same('deliveries trimmed');

    await call('POST', '/sandbox/reset', { seed });
    same('account reset');
    expect(records.load()!.accounts).toEqual({});
  });
});
