import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../src/contract/operations';
import { createClient, isErrorOf, VcsError } from './index';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

/** A client whose fetch answers `answers` in turn, recording each request and each wait. */
function scripted(answers: Answer[], retry: { attempts?: number; maxDelayMs?: number } = {}) {
  const requests: { url: string; headers: Headers }[] = [];
  const slept: number[] = [];
  const client = createClient({
    baseUrl: 'http://sandbox.test/v1/api/',
    seed: 'SEED',
    retry: { ...retry, sleep: async (ms) => void slept.push(ms) },
    fetch: async (url, init) => {
      requests.push({ url: String(url), headers: new Headers(init?.headers) });
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      const text = typeof next.body === 'string' ? next.body : JSON.stringify(next.body ?? null);
      return new Response(text, { status: next.status, headers: next.headers });
    },
  });
  return { client, requests, slept };
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );
const refusal = (error: string, code: number) => ({
  status: code,
  body: { error, message: `${error}!`, code, request_id: 'req_1' },
});
const balance = {
  status: 200,
  body: {
    ...{ balance: 12.5, currency: 'USD', pending_deposits: 0, total_deposited: 20 },
    ...{ total_spent: 7.5, cards_active: 1, cards_total_balance: 0, extra: 'kept' },
  },
};

describe('vcs-sdk calls (a scripted fetch)', () => {
  it('only generate, at /, has root errors (the type of its codes relies on it)', () => {
    const flagged = Object.values(OPERATIONS).filter((op) => 'rootErrors' in op && op.rootErrors);
    expect(flagged.map((op) => op.path)).toEqual(['/', '/']);
  });

  it('builds the URL, the seed and no key on a read; an unknown field passes', async () => {
    const { client, requests } = scripted([balance]);
    expect(await client.getWalletBalance()).toEqual(balance.body);
    expect(requests[0]!.url).toBe('http://sandbox.test/v1/api/wallet/balance');
    expect(requests[0]!.headers.get('X-Seed')).toBe('SEED');
    expect(requests[0]!.headers.has('X-Idempotency-Key')).toBe(false);
  });

  it('gives up after its attempts, having waited each Retry-After (an HTTP date too)', async () => {
    const soon = new Date(Date.now() + 2_500).toUTCString();
    const busy = refusal('simulated_unavailable', 503);
    const { client, slept, requests } = scripted([
      { ...busy, headers: { 'Retry-After': '1' } },
      { ...refusal('rate_limited', 429), headers: { 'Retry-After': soon } },
      { ...busy, headers: { 'Retry-After': '1' } },
    ]);
    const error = await caught(client.fundCard({ params: { id: 'c 1' }, body: { amount: 1 } }));
    expect(requests[0]!.url).toBe('http://sandbox.test/v1/api/cards/c%201/fund');
    expect(slept[0]).toBe(1000);
    expect(slept[1]).toBeGreaterThanOrEqual(2000);
    expect(slept).toHaveLength(2);
    expect(error).toMatchObject({
      code: 'simulated_unavailable',
      status: 503,
      retryAfterSeconds: 1,
    });
  });

  it('does not wait longer than maxDelayMs: the 429 is thrown with its Retry-After', async () => {
    const { client, slept } = scripted(
      [{ ...refusal('rate_limited', 429), headers: { 'Retry-After': '120' } }],
      { maxDelayMs: 60_000 },
    );
    const error = await caught(client.listCards());
    expect(slept).toEqual([]);
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 120 });
  });

  it('repeats a read after a network failure, never a sign-up (its key is not kept)', async () => {
    const read = scripted([new TypeError('fetch failed'), balance]);
    await read.client.getWalletBalance();
    expect(read.slept).toEqual([500]);
    const signUp = scripted([new TypeError('fetch failed'), balance]);
    const error = await caught(signUp.client.postGenerate());
    expect(signUp.requests).toHaveLength(1);
    expect(signUp.requests[0]!.headers.has('X-Seed')).toBe(false);
    expect(isErrorOf(error, 'postGenerate') && error.code).toBe('network_error');
  });

  it("names a code the operation does not declare undeclared_error, and reads generate's errors", async () => {
    const { client } = scripted([
      refusal('card_not_frozen', 409),
      { status: 400, body: { success: false, error: 'card must be "visa" or "mastercard".' } },
    ]);
    const odd = await caught(client.fundCard({ params: { id: 'c' }, body: { amount: 1 } }));
    expect(odd).toMatchObject({ code: 'undeclared_error', wireCode: 'card_not_frozen' });
    const generate = await caught(client.generate());
    expect(generate).toBeInstanceOf(VcsError);
    expect(generate).toMatchObject({ code: 'generate_failed', status: 400 });
  });

  it('refuses an answer outside the contract unless told not to check', async () => {
    const drift = { status: 200, body: { balance: '12.50' } };
    const checked = scripted([drift]);
    const error = await caught(checked.client.getWalletBalance());
    expect(error).toMatchObject({ code: 'invalid_response' });
    expect((error as Error).message).toMatch(/^balance: /m);
    const trusting = scripted([drift]);
    const unchecked = createClient({ ...trusting.client.config, validateAnswers: false });
    const answer = await unchecked.getWalletBalance();
    expect(answer).toEqual(drift.body);
  });
});
