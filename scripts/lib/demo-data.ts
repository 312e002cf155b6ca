import { systemClock } from '../../src/service/runtime';
import { testService } from '../../src/service/testing';
import { allChanges } from '../../src/service/store/records';
import { createRowSet } from '../../src/service/store/row-set';

/**
 * A demo-sandbox snapshot (what the browser keeps in localStorage) with one account holding
 * `cards` cards and `transactions` purchases, built in Node in a few seconds (real clock, so the
 * dates look like today's).
 */
export async function demoSnapshot({
  cards: cardCount,
  transactions,
  deposits = 0,
}: {
  cards: number;
  transactions: number;
  /** More deposits (a pending one in every ten) beyond the three that fund the wallet. */
  deposits?: number;
}) {
  const { service, call } = testService({ limits: false, clock: systemClock });
  const { seed } = (await call('POST', '/', { body: { card: 'visa' } })).body;
  for (let i = 0; i < 3; i++) {
    const dep = await call('POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'usdt', amount_usd: 1_000_000 },
    });
    await call('POST', `/sandbox/deposits/${dep.body.id}/confirm`, { seed });
  }
  const bins = ['485932', '491653', '426684', '531993', '553421', '522147'];
  const cards: string[] = [(await call('GET', '/cards', { seed })).body.data[0].id];
  while (cards.length < cardCount)
    cards.push(
      (
        await call('POST', '/cards', {
          seed,
          body: {
            bin_id: bins[cards.length % bins.length],
            amount: 2000,
            label: `Card ${cards.length}`,
          },
        })
      ).body.id,
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
    await call('POST', '/sandbox/purchases', {
      seed,
      body: {
        card_id: cards[i % cards.length],
        amount: ((i * 7919) % 9000) / 100 + 1,
        merchant: {
          name: merchants[i % merchants.length],
          category: 'ecommerce',
          mcc: '5999',
          country: 'US',
        },
      },
    });
  }
  for (let i = 0; i < deposits; i++) {
    const dep = await call('POST', '/sandbox/deposits', {
      seed,
      body: { currency: ['btc', 'eth', 'sol', 'usdt'][i % 4], amount_usd: 50 + (i % 500) },
    });
    if (i % 10) await call('POST', `/sandbox/deposits/${dep.body.id}/confirm`, { seed });
  }
  const state = service.snapshot();
  const rowSet = createRowSet();
  return {
    seed: seed as string,
    snapshot: JSON.stringify(state),
    /** The same state as IndexedDB rows of the demo (src/demo/idb-store.ts). */
    rows: rowSet.plan(allChanges(state)).map((w) => w.row!),
    secret: state.secret,
  };
}
