// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testService } from './testing';

describe('webhook delivery', () => {
  it('sends at most 4 deliveries at a time, however many webhooks an event reaches', async () => {
    let open = 0;
    let most = 0;
    let sent = 0;
    const { call, fundedAccount, service } = testService({
      allowPrivateWebhooks: true,
      deliver: async () => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((r) => setTimeout(r, 20));
        open -= 1;
        sent += 1;
        return 200;
      },
    });
    const { seed, cardId } = await fundedAccount(100);
    for (let i = 0; i < 20; i++)
      expect(
        (
          await call('POST', '/webhooks', {
            seed,
            body: { url: `https://hooks${i}.example.com/`, events: ['card.frozen'] },
          })
        ).status,
      ).toBe(201);
    await call('POST', `/cards/${cardId}/freeze`, { seed });
    await service.flush();
    expect(sent).toBe(20);
    expect(most).toBe(4);
  });
});
