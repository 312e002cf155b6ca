/**
 * The examples of the OpenAPI document (decision 037): real requests and the answers the sandbox
 * gave them, made by running the operations in order on the deterministic in-memory service (fake
 * clock, seeded randomness), so the same code writes the same file. `npm run gen:examples` writes
 * src/service/http/openapi-examples.gen.json; a test makes them again, compares, and parses each
 * answer with its operation's schema.
 */
import { format, resolveConfig } from 'prettier';
import { OPERATIONS } from '../../src/contract/operations';
import { BASE, testService } from '../../src/service/testing';
import { documentOutline } from './openapi-outline';

/** Recorded at the end: a small account's stream and file, and the document shortened. */
const NOT_READ_AS_ACCOUNT = ['getOpenApi', 'streamEvents', 'exportSnapshot'];

export type Example = { request?: unknown; status: number; response: unknown };
export const EXAMPLES_FILE = 'src/service/http/openapi-examples.gen.json';

/** Lists keep two items: an example shows the shape, not the account. */
function shortened(body: unknown): unknown {
  if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)) {
    const list = body as { data: unknown[] };
    return { ...list, data: list.data.slice(0, 2) };
  }
  return body;
}

export async function recordExamples(): Promise<Record<string, Example>> {
  const { call, service } = testService({ limits: false, seed: 50 });
  const examples: Record<string, Example> = {};
  let seed = '';
  const run = async (id: string, method: string, path: string, request?: unknown) => {
    const answer = await call(method, path, { seed, body: request });
    if (answer.status >= 300)
      throw new Error(`${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
    examples[id] = {
      ...(request === undefined ? {} : { request }),
      status: answer.status,
      response: shortened(answer.body),
    };
    return answer.body;
  };

  await run('generate', 'GET', '/?card=visa&asset=BTC');
  seed = (await run('postGenerate', 'POST', '/', { card: 'mastercard', asset: 'USDT-ERC20' })).seed;
  const deposit = await run('simulateDeposit', 'POST', '/sandbox/deposits', {
    currency: 'usdt',
    amount_usd: 2500,
  });
  await run('confirmDeposit', 'POST', `/sandbox/deposits/${deposit.id}/confirm`);
  const late = await call('POST', '/sandbox/deposits', {
    seed,
    body: { currency: 'btc', amount_usd: 150 },
  });
  await run('expireDeposit', 'POST', `/sandbox/deposits/${late.body.id}/expire`);
  const bins = await run('listBins', 'GET', '/bins');
  const cards = await run('listCards', 'GET', '/cards?per_page=10');
  const cardId: string = cards.data[0].id;
  await run('getWalletBalance', 'GET', '/wallet/balance');
  await run('getDepositAddresses', 'GET', '/wallet/deposit-address?currency=usdt');
  await run('listDeposits', 'GET', '/wallet/deposits?status=confirmed');
  await run('fundCard', 'POST', `/cards/${cardId}/fund`, { amount: 250 });
  await run('withdrawFromCard', 'POST', `/cards/${cardId}/withdraw`, { amount: 20 });
  await run('updateCard', 'PATCH', `/cards/${cardId}`, {
    label: 'Ads — Meta',
    spending_limit: 1500,
    metadata: { team: 'growth' },
  });
  await run('getCard', 'GET', `/cards/${cardId}`);
  await run('getCardDetails', 'GET', `/cards/${cardId}/details`);
  const hook = await run('registerWebhook', 'POST', '/webhooks', {
    url: 'https://example.com/hooks/cards',
    events: ['*'],
    secret: 'whsec_example_0123456789abcdef',
  });
  await run('listWebhooks', 'GET', '/webhooks');
  const purchase = await run('simulatePurchase', 'POST', '/sandbox/purchases', {
    card_id: cardId,
    amount: 42.5,
    merchant: { name: 'Acme Ads', category: 'advertising', mcc: '7311', country: 'US' },
  });
  await run('settleTransaction', 'POST', `/sandbox/transactions/${purchase.id}/settle`);
  await run('refundTransaction', 'POST', `/sandbox/transactions/${purchase.id}/refund`, {
    amount: 10,
  });
  await run('listTransactions', 'GET', `/transactions?card_id=${cardId}&per_page=10`);
  await run('getTransaction', 'GET', `/transactions/${purchase.id}`);
  const challenge = await call('POST', '/sandbox/purchases', {
    seed,
    body: { card_id: cardId, amount: 80, three_ds: true },
  });
  await run('listChallenges', 'GET', '/3ds?status=pending');
  const full = await run('getChallenge', 'GET', `/3ds/${challenge.body.id}`);
  await run('completeChallenge', 'POST', `/sandbox/3ds/${challenge.body.id}/complete`, {
    otp: full.otp,
  });
  const deliveries = await run('listDeliveries', 'GET', '/sandbox/webhooks/deliveries');
  await run(
    'resendDelivery',
    'POST',
    `/sandbox/webhooks/${hook.id}/deliveries/${deliveries.data[0].id}/resend`,
  );
  await run('sendExampleEvent', 'POST', `/sandbox/webhooks/${hook.id}/send-example`, {
    type: 'card.funded',
  });
  await run('getClock', 'GET', '/sandbox/clock');
  await run('advanceClock', 'POST', '/sandbox/clock/advance', { seconds: 3600 });
  await run('setFaults', 'POST', '/sandbox/faults', { fault: '503', count: 1, retry_after: 2 });
  await run('getFaults', 'GET', '/sandbox/faults');
  await run('clearFaults', 'DELETE', '/sandbox/faults');
  // Their body is optional and empty: the example shows the `{}` a client may send.
  await run('freezeCard', 'POST', `/cards/${cardId}/freeze`, {});
  await run('unfreezeCard', 'POST', `/cards/${cardId}/unfreeze`, {});
  const second = await run('createCard', 'POST', '/cards', {
    bin_id: bins.data[0].id,
    amount: 100,
    label: 'Travel',
  });
  await run('terminateCard', 'DELETE', `/cards/${second.id}`);
  await run('deleteWebhook', 'DELETE', `/webhooks/${hook.id}`);
  await run('listScenarios', 'GET', '/sandbox/scenarios');
  // Any other reading of the account (an operation added since) gets its example here.
  for (const [id, op] of Object.entries(OPERATIONS))
    if (
      op.method === 'get' &&
      !op.path.includes(':') &&
      !examples[id] &&
      !NOT_READ_AS_ACCOUNT.includes(id)
    )
      await run(id, 'GET', op.path);
  seed = '';
  await run('createScenarioAccount', 'POST', '/sandbox/scenarios/busy-month/accounts', {
    random_seed: 7,
  });
  seed = (await call('POST', '/', { body: {} })).body.seed;
  await run('loadScenario', 'POST', '/sandbox/scenarios/near-monthly-limit/load', {
    random_seed: 7,
  });
  const loaded = (await call('GET', '/cards', { seed })).body.data;
  // With data (decision 040): which card, how much; the answer says what money moved.
  await run('triggerEvent', 'POST', '/sandbox/events/card.funded/trigger', {
    card_id: loaded.find((card: { status: string }) => card.status === 'active').id,
    amount: 25,
  });
  await run('resetAccount', 'POST', '/sandbox/reset');

  // A small account of its own, so the file and the stream stay short: one card, one deposit;
  // its file then replaces another new account, and makes a third.
  const replaced = (await call('POST', '/', { body: {} })).body.seed;
  seed = (await call('POST', '/', { body: { card: 'visa', asset: 'BTC' } })).body.seed;
  const small = await call('POST', '/sandbox/deposits', {
    seed,
    body: { currency: 'btc', amount_usd: 120 },
  });
  await call('POST', `/sandbox/deposits/${small.body.id}/confirm`, { seed });
  // The event stream's text as the in-memory service answers it: the events kept, then the end.
  const stream = await service.handle(
    new Request(`${BASE}/sandbox/events/stream?after=0`, { headers: { 'X-Seed': seed } }),
  );
  examples.streamEvents = { status: stream.status, response: await stream.text() };
  const file = await run('exportSnapshot', 'GET', '/sandbox/snapshot');
  seed = replaced;
  await run('replaceFromSnapshot', 'POST', '/sandbox/snapshot', file);
  seed = '';
  await run('createFromSnapshot', 'POST', '/sandbox/snapshot/accounts', file);
  const served = await run('getOpenApi', 'GET', '/openapi.json');
  examples.getOpenApi!.response = documentOutline(served, '/openapi.json', 'card.funded');
  return examples;
}

/** The file's text, in Prettier's form (the repository's format check reads it). */
export async function examplesText(): Promise<string> {
  const config = (await resolveConfig(EXAMPLES_FILE)) ?? {};
  return format(JSON.stringify(await recordExamples()), { ...config, parser: 'json' });
}
