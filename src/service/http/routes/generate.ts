import { z } from 'zod';
import {
  FUNDING_ASSETS,
  networkSchema,
  type FundingAsset,
  type Network,
} from '../../../contract/generate';
import { CURRENCY_OF_ASSET } from '../../../contract/wallet';
import { generateAccount } from '../../domain/accounts';
import { accountAdded } from '../../domain/changes';
import { panFor } from '../../domain/secrets';
import { ServiceError } from '../../domain/errors';
import type { Call } from '../route';
import { implement, type Handlers } from '../implement';
import { generateOperations } from '../../../contract/generate';
import { parseBody } from '../validation';

/** Generate's parameters, case-insensitive: `card` visa|mastercard, `asset` one of the six. */
function generateParams(raw: Record<string, unknown>) {
  const out: { card?: Network; asset?: FundingAsset } = {};
  for (const key of Object.keys(raw)) {
    if (key !== 'card' && key !== 'asset')
      throw new ServiceError('invalid_request', `Unknown parameter "${key}".`);
  }
  if (raw.card !== undefined && raw.card !== '') {
    const card = networkSchema.safeParse(
      typeof raw.card === 'string' ? raw.card.toLowerCase() : raw.card,
    );
    if (!card.success)
      throw new ServiceError('invalid_request', 'card must be "visa" or "mastercard".');
    out.card = card.data;
  }
  if (raw.asset !== undefined && raw.asset !== '') {
    const asset =
      typeof raw.asset === 'string'
        ? FUNDING_ASSETS.find((a) => a === (raw.asset as string).toUpperCase())
        : undefined;
    if (!asset)
      throw new ServiceError(
        'invalid_request',
        `asset must be one of ${FUNDING_ASSETS.join(', ')}.`,
      );
    out.asset = asset;
  }
  return out;
}

/** Documents the parameters; generateParams checks them (case-insensitively, query and body merged). */
const params = z.strictObject({
  card: z.enum(['visa', 'mastercard']).optional(),
  asset: z.string().optional().describe(FUNDING_ASSETS.join(', ')),
});
const anyObject = z.record(z.string(), z.unknown());

function generate({ env, url, method, bodyText }: Call<unknown, unknown>) {
  let raw: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (method === 'POST') raw = { ...raw, ...parseBody(bodyText, anyObject, { optional: true }) };
  const { seed, account, card, secretsKey } = generateAccount(
    env.state,
    env.random,
    env.now,
    generateParams(raw),
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

export const generateRoutes = {
  generate: implement(generateOperations.generate, {
    rawRequest: true,
    query: params,
    handle: generate,
  }),
  postGenerate: implement(generateOperations.postGenerate, {
    rawRequest: true,
    body: params,
    handle: generate,
  }),
  getOpenApi: implement(generateOperations.getOpenApi, {
    handle: ({ env }) => env.openapi(),
  }),
} satisfies Handlers<typeof generateOperations>;
