import { describe, expect, it } from 'vitest';
import type { ServiceState } from '../domain/state';
import { memoryRecordStore } from '../store/records';
import { testService } from '../testing';
import { bytesOf, IDEMPOTENCY_LIMITS } from './idempotency-budget';

/** The largest PATCH /cards/{id} body: 50 metadata keys of 500 characters (~26 KB answered). */
const fullMetadata = (i: number) =>
  Object.fromEntries(
    Array.from({ length: 50 }, (_, k) => [`key-${k}`, `${i}-${k}-`.padEnd(500, 'x')]),
  );

const keptBytes = (state: ServiceState) =>
  Object.values(state.accounts).map((a) => bytesOf(a.idempotencyKeys ?? []));

const normalized = (state: ServiceState) =>
  Object.values(state.accounts).map((a) => ({ ...a, idempotencyKeys: a.idempotencyKeys ?? [] }));

describe('stored idempotent answers are bounded in bytes (decision 014)', () => {
  it('an account keeps at most 1 MiB of answers, its oldest go first, a recent key replays', async () => {
    const { call, fundedAccount, service } = testService({ limits: false });
    const { seed, cardId } = await fundedAccount(100);
    const patch = (i: number) =>
      call('PATCH', `/cards/${cardId}`, {
        seed,
        body: { metadata: fullMetadata(i) },
        headers: { 'X-Idempotency-Key': `meta-${i}` },
      });
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await patch(i));
    expect(JSON.stringify(answers[99]!.body).length).toBeGreaterThan(25_000);

    const [bytes] = keptBytes(service.snapshot());
    expect(bytes).toBeLessThanOrEqual(IDEMPOTENCY_LIMITS.perAccountBytes);
    expect(bytes).toBeGreaterThan(IDEMPOTENCY_LIMITS.perAccountBytes - 30_000);

    const recent = await patch(99);
    expect(recent.headers.get('Idempotent-Replayed')).toBe('true');
    expect(recent.body).toEqual(answers[99]!.body);
    // The oldest answer is gone: its retry runs again (a PATCH sets, so it moves nothing).
    expect((await patch(0)).headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('past the total, the accounts holding most give their oldest; a small account keeps its keys', async () => {
    const records = memoryRecordStore();
    const limits = { perAccountBytes: 100_000, totalBytes: 250_000 };
    const { call, fundedAccount, service } = testService({
      limits: false,
      records,
      idempotencyLimits: limits,
    });
    const small = await fundedAccount(100);
    const fund = () =>
      call('POST', `/cards/${small.cardId}/fund`, {
        seed: small.seed,
        body: { amount: 1 },
        headers: { 'X-Idempotency-Key': 'small-fund' },
      });
    const first = await fund();

    for (let a = 0; a < 5; a++) {
      const big = await fundedAccount(100);
      for (let i = 0; i < 8; i++)
        await call('PATCH', `/cards/${big.cardId}`, {
          seed: big.seed,
          body: { metadata: fullMetadata(i) },
          headers: { 'X-Idempotency-Key': `big-${i}` },
        });
    }
    const sizes = keptBytes(service.snapshot());
    expect(sizes.reduce((s, b) => s + b, 0)).toBeLessThanOrEqual(limits.totalBytes);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(limits.perAccountBytes);

    const retry = await fund();
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // What was let go is deleted from the store too: it holds what memory holds.
    expect(normalized(records.load()!)).toEqual(normalized(service.snapshot()));
  });

  it('a sign-up answer is never replayed: the same key makes a new account', async () => {
    const { call } = testService();
    const headers = { 'X-Idempotency-Key': 'signup-1' };
    const first = await call('POST', '/', { body: {}, headers });
    const second = await call('POST', '/', { body: {}, headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.body.seed).not.toBe(first.body.seed);
    expect(second.body.card.card_number).not.toBe(first.body.card.card_number);
  });
});
