import { createService } from '../../src/service';

/**
 * A demo-sandbox snapshot (what the browser keeps in localStorage) with one account holding
 * `cards` cards and `transactions` purchases, built in Node in a few seconds.
 */
export async function demoSnapshot({
  cards: cardCount,
  transactions,
}: {
  cards: number;
  transactions: number;
}) {
  const service = createService({ limits: false });
  const call = async (method: string, path: string, seed?: string, body?: unknown) => {
    const r = await service.handle(
      new Request(`http://sandbox/v1/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return r.json();
  };
  const { seed } = await call('POST', '/', undefined, { card: 'visa' });
  for (let i = 0; i < 3; i++) {
    const dep = await call('POST', '/sandbox/deposits', seed, {
      currency: 'usdt',
      amount_usd: 1_000_000,
    });
    await call('POST', `/sandbox/deposits/${dep.id}/confirm`, seed);
  }
  const bins = ['485932', '491653', '426684', '531993', '553421', '522147'];
  const cards: string[] = [(await call('GET', '/cards', seed)).data[0].id];
  while (cards.length < cardCount)
    cards.push(
      (
        await call('POST', '/cards', seed, {
          bin_id: bins[cards.length % bins.length],
          amount: 2000,
          label: `Card ${cards.length}`,
        })
      ).id,
    );
  const merchants = [
    'Meta Ads',
    'Google Ads',
    'AWS',
    'OpenAI',
    'Netflix',
    'Uber',
    'Zalando',
    'Steam',
  ];
  for (let i = 0; i < transactions; i++) {
    await call('POST', '/sandbox/purchases', seed, {
      card_id: cards[i % cards.length],
      amount: ((i * 7919) % 9000) / 100 + 1,
      merchant: {
        name: merchants[i % merchants.length],
        category: 'ecommerce',
        mcc: '5999',
        country: 'US',
      },
    });
  }
  return { seed: seed as string, snapshot: JSON.stringify(service.snapshot()) };
}
