import { z } from 'zod';
import { generateOperations, generateParamsSchema } from '../../../contract/generate';
import { CURRENCY_OF_ASSET } from '../../../contract/wallet';
import { generateAccount } from '../../domain/accounts';
import { accountAdded } from '../../domain/changes';
import { panFor } from '../../domain/secrets';
import { ServiceError } from '../../domain/errors';
import type { Call } from '../route';
import { implement, type Handlers } from '../implement';
import { parseBody } from '../validation';

/** Generate reads its request's text itself (`rawRequest`): no parsed body, no `input`. */
type RawCall = Omit<Call<unknown, unknown>, 'body' | 'input'>;

/**
 * The sandbox reads generate's parameters in any case (`VISA`, `usdt-erc20`) and takes an empty one
 * as absent: a tolerance of its own, added before the contract's schema reads them (decision 034).
 * An unknown name is kept, for the schema to refuse.
 */
function folded(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const key of ['card', 'asset'] as const) {
    const value = out[key];
    if (value === undefined || value === '') delete out[key];
    else if (typeof value === 'string')
      out[key] = key === 'card' ? value.toLowerCase() : value.toUpperCase();
  }
  return out;
}

/**
 * Query and body merged (the body wins), read by the contract's schema. The root error is one
 * sentence: an unknown name first, as the sandbox always answered, else the first value refused.
 */
function generateParams({ url, method, bodyText }: RawCall) {
  let raw: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (method === 'POST') raw = { ...raw, ...parseBody(bodyText, anyObject, { optional: true }) };
  const read = z.safeParse(generateParamsSchema, folded(raw));
  if (read.success) return read.data;
  const issues = read.error.issues;
  const refused = issues.find((issue) => issue.code === 'unrecognized_keys') ?? issues[0]!;
  throw new ServiceError('invalid_request', refused.message);
}

/** A JSON body, before its fields are read: an object (an empty body is `{}`). */
const anyObject = z.record(z.string(), z.unknown());

function generate(call: RawCall) {
  const { env } = call;
  const { seed, account, card, secretsKey } = generateAccount(
    env.state,
    env.random,
    env.now,
    generateParams(call),
  );
  accountAdded(env.changes, account);
  const pan = panFor(secretsKey, card.id, card.binId);
  const asset = account.fundingAsset;
  return {
    success: true as const,
    request_id: env.requestId,
    seed,
    card: {
      state: 'pending_top_up' as const,
      network: card.network,
      card_number: pan.replace(/(\d{4})(?=\d)/g, '$1 '),
      cvv_masked: '***',
      expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
    },
    // The funding wallet is the asset's deposit address: the same one GET /wallet/deposit-address lists.
    wallet: { asset, address: account.addresses[CURRENCY_OF_ASSET[asset]] },
    created_at: new Date(env.now).toISOString(),
  };
}

/** The sandbox's tolerance, in the document beside the contract's values. */
const tolerance =
  'The sandbox reads `card` and `asset` in any case (`VISA`, `usdt-erc20`) and an empty one as absent.';

export const generateRoutes = {
  generate: implement(generateOperations.generate, {
    description: tolerance,
    rawRequest: true,
    handle: generate,
  }),
  postGenerate: implement(generateOperations.postGenerate, {
    description: `${tolerance} A parameter in the body wins over the same in the query.`,
    rawRequest: true,
    handle: generate,
  }),
  getOpenApi: implement(generateOperations.getOpenApi, {
    handle: ({ env }) => env.openapi(),
  }),
} satisfies Handlers<typeof generateOperations>;
