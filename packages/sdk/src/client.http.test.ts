// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, webhookReceiver, type Api, type Receiver } from '../../../src/test/api-process';
import { createClient, isErrorOf, verifyWebhook, type VcsClient } from './index';

/**
 * The SDK against the sandbox over real HTTP (`npm run api`, issue #50 item 2): the core flow, a
 * typed refusal, retries that keep their key, and a real delivery's signature.
 */
describe('vcs-sdk against npm run api', () => {
  let api: Api;
  let receiver: Receiver;
  let vcs: VcsClient;
  let cardId: string;
  /** The waits the SDK asked for, in ms: the tests never wait on the clock. */
  const slept: number[] = [];
  const sleep = async (ms: number) => void slept.push(ms);

  beforeAll(async () => {
    receiver = await webhookReceiver();
    api = await startApi(['--quiet', '--allow-private-webhooks']);
  }, 30_000);
  afterAll(async () => {
    await api?.stop();
    await receiver?.close();
  });

  it('generates an account, deposits, lists its card and funds it', async () => {
    const anonymous = createClient({ baseUrl: api.base, retry: { sleep } });
    const generated = await anonymous.postGenerate({ body: { card: 'visa', asset: 'BTC' } });
    expect(generated.success).toBe(true);
    vcs = anonymous.withSeed(generated.seed);

    const deposit = await vcs.simulateDeposit({ body: { currency: 'btc', amount_usd: 500 } });
    await vcs.confirmDeposit({ params: { id: deposit.id } });
    const cards = await vcs.listCards({ query: { per_page: 10 } });
    expect(cards.data).toHaveLength(1);
    cardId = cards.data[0]!.id;

    const funded = await vcs.fundCard({ params: { id: cardId }, body: { amount: 25 } });
    expect(funded.funded_amount).toBe(25);
    expect(funded.new_balance).toBe(funded.previous_balance + 25);
  }, 30_000);

  it('a fund over the limit is an error typed by the codes fund declares', async () => {
    const refused = await vcs.fundCard({ params: { id: cardId }, body: { amount: 5_001 } }).then(
      () => null,
      (error: unknown) => error,
    );
    if (!isErrorOf(refused, 'fundCard')) throw new Error(`not a fundCard error: ${refused}`);
    expect(refused.code).toBe('invalid_amount');
    expect(refused.status).toBe(400);
    expect(refused.requestId).toMatch(/\S/);
    // @ts-expect-error fund never answers card_not_frozen: the comparison is a type error
    expect(refused.code === 'card_not_frozen').toBe(false);
  });

  it('a forced 503 is retried after its Retry-After with the same idempotency key', async () => {
    const keys: string[] = [];
    const recording = createClient({
      ...vcs.config,
      fetch: (url, init) => {
        keys.push(new Headers(init?.headers).get('X-Idempotency-Key')!);
        return fetch(url, init);
      },
    });
    const before = await vcs.getCard({ params: { id: cardId } });
    await vcs.setFaults({ body: { fault: '503', count: 1, retry_after: 7 } });
    slept.length = 0;
    const funded = await recording.fundCard({ params: { id: cardId }, body: { amount: 10 } });
    expect(slept).toEqual([7000]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(funded.new_balance).toBe(before.balance + 10);
  });

  it('a response lost on the way back is retried with its key: the sandbox replays, money moves once', async () => {
    let lost = 0;
    const flaky = createClient({
      ...vcs.config,
      fetch: async (url, init) => {
        const answer = await fetch(url, init);
        if (lost++ === 0) throw new TypeError('fetch failed: connection reset');
        return answer;
      },
    });
    const before = await vcs.getCard({ params: { id: cardId } });
    const funded = await flaky.fundCard({ params: { id: cardId }, body: { amount: 5 } });
    const after = await vcs.getCard({ params: { id: cardId } });
    expect(lost).toBe(2);
    expect(funded.new_balance).toBe(before.balance + 5);
    expect(after.balance).toBe(before.balance + 5);
  });

  it('verifyWebhook accepts a real delivery and refuses it with one byte changed', async () => {
    const hook = await vcs.registerWebhook({ body: { url: receiver.url, events: ['*'] } });
    await vcs.sendExampleEvent({ params: { id: hook.id }, body: { type: 'card.funded' } });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const { body, signature } = receiver.received[0]!;
    expect(verifyWebhook(body, signature, hook.secret!)).toBe(true);
    const changed = body.replace(/"id":"(.)/, (_, c: string) => `"id":"${c === 'a' ? 'b' : 'a'}`);
    expect(changed).not.toBe(body);
    expect(verifyWebhook(changed, signature, hook.secret!)).toBe(false);
    expect(verifyWebhook(body, signature, `${hook.secret!}x`)).toBe(false);
  });
});
