import { testService } from '../src/service/testing';
import { samples } from '../src/test/samples';

/**
 * Answers to read in wire-readers.test.ts: the sandbox's own (an account taken through the card,
 * purchase, 3DS, deposit and webhook operations, success and error bodies alike) and the examples
 * the client's tests use for a provider's shapes.
 */
export async function wireAnswers(): Promise<unknown[]> {
  const { call, fundedAccount } = testService({
    seed: 5,
    start: Date.parse('2026-11-01T10:00:00Z'),
  });
  const { seed, cardId, generate } = await fundedAccount(500, { card: 'visa' });
  const answers: unknown[] = [generate];
  const get = async (method: string, path: string, body?: unknown) => {
    const reply = await call(method, path, { seed, body });
    if (reply.body !== null) answers.push(reply.body);
    return reply.body as Record<string, unknown> & { data?: { id: string }[]; id?: string };
  };
  const bins = await get('GET', '/bins');
  await get('POST', '/cards', { bin_id: bins.data?.[0]?.id, amount: 20, label: 'Second' });
  await get('PATCH', `/cards/${cardId}`, { label: 'Groceries', spending_limit: 50 });
  await get('POST', '/sandbox/purchases', { card_id: cardId, amount: 12.34 });
  await get('POST', '/sandbox/purchases', { card_id: cardId, amount: 480 });
  const txns = await get('GET', '/transactions');
  await get('GET', `/transactions/${txns.data?.[0]?.id}`);
  await get('POST', `/sandbox/transactions/${txns.data?.[0]?.id}/settle`);
  const challenges = await get('GET', '/3ds');
  if (challenges.data?.[0]) await get('GET', `/3ds/${challenges.data[0].id}`);
  await get('GET', `/cards/${cardId}`);
  await get('GET', `/cards/${cardId}/details`);
  await get('POST', `/cards/${cardId}/freeze`);
  await get('POST', `/cards/${cardId}/unfreeze`);
  await get('POST', `/cards/${cardId}/fund`, { amount: 5 });
  await get('POST', `/cards/${cardId}/withdraw`, { amount: 1 });
  await get('POST', '/sandbox/deposits', { currency: 'btc', amount_usd: 30 });
  for (const path of ['/cards', '/wallet/balance', '/wallet/deposit-address', '/wallet/deposits'])
    await get('GET', path);
  await get('POST', '/webhooks', { url: 'https://example.com/hook', events: ['*'] });
  for (const path of ['/webhooks', '/sandbox/faults', '/sandbox/clock', '/sandbox/scenarios'])
    await get('GET', path);
  await get('GET', '/sandbox/webhooks/deliveries');
  await get('POST', `/cards/${cardId}/fund`, { amount: 1e9 });
  await get('GET', '/cards/card_nope');
  answers.push((await call('POST', '/', { body: { asset: 'doge' } })).body);
  await get('DELETE', `/cards/${cardId}`);
  answers.push(...Object.values(samples));
  return answers;
}
