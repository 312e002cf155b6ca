import * as z from 'zod/mini';
import { idSchema } from './ids';
import { named } from './named';
import { timestampSchema } from './common';

import { FUNDING_ASSETS, NETWORKS, SEED_FORMAT_MESSAGE, SEED_PATTERN } from './fields';
import { operation } from './operation';

export { FUNDING_ASSETS, SEED_PATTERN };
export const networkSchema = z.enum(NETWORKS);
export type Network = z.infer<typeof networkSchema>;

export const fundingAssetSchema = z.enum(FUNDING_ASSETS);
export type FundingAsset = z.infer<typeof fundingAssetSchema>;

export const seedSchema = z
  .string()
  .check(z.trim())
  .check(z.regex(SEED_PATTERN, SEED_FORMAT_MESSAGE));

/**
 * Generate's parameters (query for GET; query or JSON body for POST), as the spec allows them:
 * `card` one of the networks, `asset` one of the six. The messages are the sandbox's root errors
 * (`{ success: false, error }`), written without a field prefix. The sandbox also reads them in any
 * case (`VISA`, `usdt-erc20`): a service-only tolerance it adds before this schema reads them
 * (service/http/routes/generate.ts, decision 034).
 */
export const generateParamsSchema = z.strictObject(
  {
    card: z
      .optional(z.enum(NETWORKS, { error: 'card must be "visa" or "mastercard".' }))
      .check(z.describe('If omitted, a network is chosen automatically.')),
    asset: z
      .optional(
        z.enum(FUNDING_ASSETS, { error: `asset must be one of ${FUNDING_ASSETS.join(', ')}.` }),
      )
      .check(z.describe('The funding wallet’s asset; its address is selected accordingly.')),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter "${issue.keys[0]}".` : undefined,
  },
);
export type GenerateParams = z.infer<typeof generateParamsSchema>;

export const cardPreviewSchema = z.looseObject({
  state: z.literal('pending_top_up'),
  network: networkSchema,
  card_number: z.string().check(z.regex(/^\d{4}( \d{4}){3}$/, 'four groups of four digits')),
  cvv_masked: z.string(),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'MM/YY')),
});
export type CardPreview = z.infer<typeof cardPreviewSchema>;

export const generateWalletSchema = z.looseObject({
  // Tolerant: the real provider may offer more assets than the examples.
  asset: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
});

export const generateResponseSchema = z.looseObject({
  success: z.literal(true),
  request_id: idSchema('req'),
  seed: z.string().check(z.minLength(1)),
  card: cardPreviewSchema,
  wallet: generateWalletSchema,
  created_at: timestampSchema,
});
named('GenerateResponse', generateResponseSchema);
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

export const rootErrorSchema = z.looseObject({
  success: z.literal(false),
  error: z.string(),
});
named('RootError', rootErrorSchema);
export type RootError = z.infer<typeof rootErrorSchema>;

export const generateOperations = {
  generate: operation()({
    method: 'get',
    path: '/',
    summary: 'Generate a seed, a card preview and a funding wallet',
    tag: 'Generate',
    public: true,
    rootErrors: true,
    query: generateParamsSchema,
    response: { one: generateResponseSchema },
    errors: [],
  }),
  postGenerate: operation()({
    method: 'post',
    path: '/',
    summary: 'Generate (parameters as query or JSON body)',
    tag: 'Generate',
    public: true,
    rootErrors: true,
    bodyOptional: true,
    query: generateParamsSchema,
    body: generateParamsSchema,
    response: { one: generateResponseSchema },
    errors: [],
  }),
  getOpenApi: operation()({
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Meta',
    public: true,
    response: {
      json: {
        type: 'object',
        description: 'An OpenAPI 3.1 document',
        required: ['openapi', 'info', 'paths', 'webhooks', 'components'],
        properties: {
          openapi: { const: '3.1.0' },
          info: { type: 'object' },
          paths: { type: 'object' },
          webhooks: { type: 'object' },
          components: { type: 'object' },
        },
      },
    },
    errors: [],
  }),
};
