// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DELIVERY_LIMITS } from './delivery-limits';
import type { Deliver } from './webhook-delivery';
import { testService } from './testing';

/** A sender that takes 20 ms per POST and notes how many were open at once and when each began. */
function slowSender() {
  const seen = { open: 0, most: 0, sent: 0, began: [] as number[] };
  const deliver: Deliver = async () => {
    seen.began.push(performance.now());
    seen.open += 1;
    seen.most = Math.max(seen.most, seen.open);
    await new Promise((r) => setTimeout(r, 20));
    seen.open -= 1;
    seen.sent += 1;
    return 200;
  };
  return { seen, deliver };
}

async function hooked(t: ReturnType<typeof testService>, count: number) {
  const { seed, cardId } = await t.fundedAccount(100);
  for (let i = 0; i < count; i++)
    expect(
      (
        await t.call('POST', '/webhooks', {
          seed,
          body: { url: `https://hooks${i}.example.com/`, events: ['card.frozen'] },
        })
      ).status,
    ).toBe(201);
  return { seed, cardId };
}

describe('webhook delivery (decision 015)', () => {
  it('one account holds at most 2 slots, all accounts together at most 8', async () => {
    const { seen, deliver } = slowSender();
    const t = testService({ allowPrivateWebhooks: true, deliver });
    const accounts = [];
    for (let a = 0; a < 5; a++) accounts.push(await hooked(t, 20));
    await t.call('POST', `/cards/${accounts[0]!.cardId}/freeze`, { seed: accounts[0]!.seed });
    await t.service.flush();
    expect(seen.sent).toBe(20);
    expect(seen.most).toBe(DELIVERY_LIMITS.slotsPerAccount);

    seen.most = 0;
    for (const { seed, cardId } of accounts)
      await t
        .call('POST', `/cards/${cardId}/unfreeze`, { seed })
        .then(() => t.call('POST', `/cards/${cardId}/freeze`, { seed }));
    await t.service.flush();
    expect(seen.sent).toBe(120);
    expect(seen.most).toBe(DELIVERY_LIMITS.slots);
  });

  it("an account's POSTs stay within its budget in every window", async () => {
    const { seen, deliver } = slowSender();
    const window = 150;
    const t = testService({
      allowPrivateWebhooks: true,
      deliver,
      deliveryLimits: { budget: 5, budgetWindowMs: window },
    });
    const { seed, cardId } = await hooked(t, 20);
    // On the test's clock: measured on the machine's, a POST's start is read after the service's
    // stamp, and a process descheduled in between read 148.6 ms between six POSTs on a loaded
    // clean clone (decision 033, twelfth pass). The queue's clock is what the budget is kept on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      await t.call('POST', `/cards/${cardId}/freeze`, { seed });
      // Stepped until the queue is empty, not "every timer": the worker's other files may leave
      // timers of their own (a start's poll did: "10000 timers", decision 033 twelfth pass).
      let flushed = false;
      void t.service.flush().then(() => (flushed = true));
      for (let step = 0; !flushed && step < 1_000; step++) await vi.advanceTimersByTimeAsync(10);
      expect(flushed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(seen.sent).toBe(20);
    // No 6 POSTs began within one window.
    for (let i = 5; i < seen.began.length; i++)
      expect(seen.began[i]! - seen.began[i - 5]!).toBeGreaterThanOrEqual(window);
  });

  it('a freed slot goes to the account served longest ago (round-robin), not to the longest queue', async () => {
    const order: string[] = [];
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A's POSTs hold both slots until B's event is queued.
    const deliver: Deliver = async ({ url }) => {
      order.push(new URL(url).hostname);
      if (!url.includes('//b.')) await gate;
      return 200;
    };
    const t = testService({ deliver, deliveryLimits: { slots: 2, slotsPerAccount: 2 } });
    const a = await hooked(t, 20);
    const b = await t.fundedAccount(100);
    await t.call('POST', '/webhooks', {
      seed: b.seed,
      body: { url: 'https://b.example.com/', events: ['card.frozen'] },
    });
    await t.call('POST', `/cards/${a.cardId}/freeze`, { seed: a.seed });
    await t.call('POST', `/cards/${b.cardId}/freeze`, { seed: b.seed });
    expect(order).toHaveLength(2);
    open();
    await t.service.flush();
    expect(order).toHaveLength(21);
    // A's first two were already sending; B's one goes next, before A's 18 others.
    expect(order.indexOf('b.example.com')).toBe(2);
  });
});
