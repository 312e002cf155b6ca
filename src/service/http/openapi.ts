import { z } from 'zod';
import { FUND_LIMITS } from '../../contract/limits';
import { dollarsText } from '../../contract/money';
import { binSchema } from '../../contract/bins';
import {
  cardDetailsSchema,
  cardListItemSchema,
  cardSummarySchema,
  CARD_SORTS,
  CARD_STATUSES,
  createCardResultSchema,
  freezeResultSchema,
  fundResultSchema,
  terminateResultSchema,
  unfreezeResultSchema,
  withdrawResultSchema,
} from '../../contract/cards';
import { errorBodySchema, paginationSchema } from '../../contract/common';
import { deliverySchema } from '../../contract/sandbox';
import { generateResponseSchema, rootErrorSchema } from '../../contract/generate';
import { CHALLENGE_STATUSES, challengeSchema } from '../../contract/three-ds';
import {
  TRANSACTION_TYPES,
  transactionDetailSchema,
  transactionSchema,
} from '../../contract/transactions';
import {
  DEPOSIT_CURRENCIES,
  DEPOSIT_STATUSES,
  depositAddressesSchema,
  depositSchema,
  walletBalanceSchema,
} from '../../contract/wallet';
import { webhookSchema } from '../../contract/webhooks';
import { ERROR_CODES } from '../domain/errors';
import { SIGNATURE_HEADER } from '../domain/webhooks';
import { bodies } from './inputs';

const components: Record<string, z.core.$ZodType> = {
  GenerateResponse: generateResponseSchema,
  RootError: rootErrorSchema,
  Error: errorBodySchema,
  Pagination: paginationSchema,
  CardListItem: cardListItemSchema,
  CardSummary: cardSummarySchema,
  CreateCardResult: createCardResultSchema,
  CardDetails: cardDetailsSchema,
  FreezeResult: freezeResultSchema,
  UnfreezeResult: unfreezeResultSchema,
  TerminateResult: terminateResultSchema,
  FundResult: fundResultSchema,
  WithdrawResult: withdrawResultSchema,
  Transaction: transactionSchema,
  TransactionDetail: transactionDetailSchema,
  WalletBalance: walletBalanceSchema,
  DepositAddresses: depositAddressesSchema,
  Deposit: depositSchema,
  Bin: binSchema,
  Challenge: challengeSchema,
  Webhook: webhookSchema,
  Delivery: deliverySchema,
  CreateCardBody: bodies.createCard,
  UpdateCardBody: bodies.updateCard,
  AmountBody: bodies.amount,
  CreateWebhookBody: bodies.createWebhook,
  SimulateDepositBody: bodies.simulateDeposit,
  PurchaseBody: bodies.purchase,
  CompleteChallengeBody: bodies.completeChallenge,
  RefundBody: bodies.refund,
  GenerateBody: bodies.generate,
};

type Param = {
  name: string;
  in?: 'query' | 'path';
  enum?: readonly string[];
  type?: 'string' | 'integer' | 'number';
  description?: string;
};
type Op = {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  body?: string;
  response: string | { list: string; paginated?: boolean } | { object: Record<string, unknown> };
  status?: number;
  params?: Param[];
  public?: boolean;
};

const pageParams: Param[] = [
  { name: 'page', type: 'integer', description: 'Page number, from 1' },
  { name: 'per_page', type: 'integer', description: '1 to 100' },
];

/** Every route of the sandbox. The test checks this table against the router, both ways. */
export const OPERATIONS: Op[] = [
  {
    method: 'get',
    path: '/',
    summary: 'Generate a seed, a card preview and a funding wallet',
    tag: 'Generate',
    response: 'GenerateResponse',
    public: true,
    params: [
      { name: 'card', enum: ['visa', 'mastercard'] },
      { name: 'asset', description: 'BTC, ETH, USDT-ERC20, USDT-SOL, SOL or XMR' },
    ],
  },
  {
    method: 'post',
    path: '/',
    summary: 'Generate (parameters as query or JSON body)',
    tag: 'Generate',
    body: 'GenerateBody',
    response: 'GenerateResponse',
    public: true,
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Meta',
    response: { object: { type: 'object' } },
    public: true,
  },
  {
    method: 'post',
    path: '/cards',
    summary: 'Create a card funded from the wallet',
    tag: 'Cards',
    body: 'CreateCardBody',
    response: 'CreateCardResult',
    status: 201,
  },
  {
    method: 'get',
    path: '/cards',
    summary: 'List cards',
    tag: 'Cards',
    response: { list: 'CardListItem', paginated: true },
    params: [
      { name: 'status', enum: CARD_STATUSES },
      { name: 'bin_id' },
      { name: 'label', description: 'Partial match' },
      { name: 'sort', enum: CARD_SORTS },
      { name: 'order', enum: ['asc', 'desc'] },
      ...pageParams,
    ],
  },
  {
    method: 'get',
    path: '/cards/{id}',
    summary: 'Card summary',
    tag: 'Cards',
    response: 'CardSummary',
  },
  {
    method: 'get',
    path: '/cards/{id}/details',
    summary: 'PAN, CVV, expiry, holder (30 per minute)',
    tag: 'Cards',
    response: 'CardDetails',
  },
  {
    method: 'patch',
    path: '/cards/{id}',
    summary: 'Update label, limits, categories, auto-freeze, metadata (merged)',
    tag: 'Cards',
    body: 'UpdateCardBody',
    response: 'CardSummary',
  },
  {
    method: 'post',
    path: '/cards/{id}/freeze',
    summary: 'Freeze an active card',
    tag: 'Cards',
    response: 'FreezeResult',
  },
  {
    method: 'post',
    path: '/cards/{id}/unfreeze',
    summary: 'Unfreeze a frozen card',
    tag: 'Cards',
    response: 'UnfreezeResult',
  },
  {
    method: 'delete',
    path: '/cards/{id}',
    summary: 'Terminate a card; its balance returns to the wallet',
    tag: 'Cards',
    response: 'TerminateResult',
  },
  {
    method: 'post',
    path: '/cards/{id}/fund',
    summary: `Move money from the wallet to the card (${dollarsText(FUND_LIMITS.minCents)}–${dollarsText(FUND_LIMITS.maxCents)})`,
    tag: 'Funding',
    body: 'AmountBody',
    response: 'FundResult',
  },
  {
    method: 'post',
    path: '/cards/{id}/withdraw',
    summary: 'Move money from the card to the wallet',
    tag: 'Funding',
    body: 'AmountBody',
    response: 'WithdrawResult',
  },
  {
    method: 'get',
    path: '/transactions',
    summary: 'List transactions (newest first)',
    tag: 'Transactions',
    response: { list: 'Transaction', paginated: true },
    params: [
      { name: 'card_id' },
      { name: 'type', enum: TRANSACTION_TYPES },
      { name: 'from', description: 'ISO 8601' },
      { name: 'to', description: 'ISO 8601' },
      { name: 'merchant', description: 'Partial match on the name' },
      { name: 'min_amount', type: 'number', description: 'Compared with the absolute amount' },
      { name: 'max_amount', type: 'number', description: 'Compared with the absolute amount' },
      ...pageParams,
    ],
  },
  {
    method: 'get',
    path: '/transactions/{id}',
    summary: 'A transaction with merchant details, MCC, 3DS status and timeline',
    tag: 'Transactions',
    response: 'TransactionDetail',
  },
  {
    method: 'get',
    path: '/wallet/balance',
    summary: 'Wallet balance',
    tag: 'Wallet',
    response: 'WalletBalance',
  },
  {
    method: 'get',
    path: '/wallet/deposit-address',
    summary: 'Deposit addresses, networks and minimums',
    tag: 'Wallet',
    response: 'DepositAddresses',
    params: [{ name: 'currency', enum: DEPOSIT_CURRENCIES }],
  },
  {
    method: 'get',
    path: '/wallet/deposits',
    summary: 'Deposit history',
    tag: 'Wallet',
    response: { list: 'Deposit' },
    params: [{ name: 'status', enum: DEPOSIT_STATUSES }, { name: 'currency' }],
  },
  {
    method: 'get',
    path: '/bins',
    summary: 'Available BINs',
    tag: 'BINs',
    response: { list: 'Bin' },
  },
  {
    method: 'get',
    path: '/3ds',
    summary: '3DS challenges (without their codes), pending first',
    tag: '3D Secure',
    response: { list: 'Challenge' },
    params: [{ name: 'card_id' }, { name: 'status', enum: CHALLENGE_STATUSES }],
  },
  {
    method: 'get',
    path: '/3ds/{id}',
    summary: 'A challenge with its one-time code',
    tag: '3D Secure',
    response: 'Challenge',
  },
  {
    method: 'post',
    path: '/webhooks',
    summary: `Register an HTTPS endpoint (signature in ${SIGNATURE_HEADER})`,
    tag: 'Webhooks',
    body: 'CreateWebhookBody',
    response: 'Webhook',
    status: 201,
  },
  {
    method: 'get',
    path: '/webhooks',
    summary: 'Registered endpoints (secrets are not listed)',
    tag: 'Webhooks',
    response: { list: 'Webhook' },
  },
  {
    method: 'delete',
    path: '/webhooks/{id}',
    summary: 'Remove an endpoint',
    tag: 'Webhooks',
    response: {
      object: {
        type: 'object',
        properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
      },
    },
  },
  {
    method: 'post',
    path: '/sandbox/deposits',
    summary: 'Simulate a crypto deposit (pending)',
    tag: 'Sandbox',
    body: 'SimulateDepositBody',
    response: 'Deposit',
    status: 201,
  },
  {
    method: 'post',
    path: '/sandbox/deposits/{id}/confirm',
    summary: 'Confirm a pending deposit (below the minimum: it expires)',
    tag: 'Sandbox',
    response: 'Deposit',
  },
  {
    method: 'post',
    path: '/sandbox/deposits/{id}/expire',
    summary: 'Expire a pending deposit',
    tag: 'Sandbox',
    response: 'Deposit',
  },
  {
    method: 'post',
    path: '/sandbox/purchases',
    summary: 'Simulate a purchase: a transaction, or a pending 3DS challenge',
    tag: 'Sandbox',
    body: 'PurchaseBody',
    response: {
      object: {
        oneOf: [
          { $ref: '#/components/schemas/Transaction' },
          { $ref: '#/components/schemas/Challenge' },
        ],
      },
    },
    status: 201,
  },
  {
    method: 'post',
    path: '/sandbox/3ds/{id}/complete',
    summary: 'Complete a challenge with its code',
    tag: 'Sandbox',
    body: 'CompleteChallengeBody',
    response: 'Transaction',
  },
  {
    method: 'post',
    path: '/sandbox/transactions/{id}/settle',
    summary: 'Settle an authorization',
    tag: 'Sandbox',
    response: 'Transaction',
  },
  {
    method: 'post',
    path: '/sandbox/transactions/{id}/refund',
    summary: 'Refund an authorization (all or part)',
    tag: 'Sandbox',
    body: 'RefundBody',
    response: 'Transaction',
  },
  {
    method: 'get',
    path: '/sandbox/webhooks/deliveries',
    summary: 'Webhook delivery log (newest first, last 200)',
    tag: 'Sandbox',
    response: { list: 'Delivery' },
  },
  {
    method: 'post',
    path: '/sandbox/reset',
    summary: "Delete the caller's account and all its data",
    tag: 'Sandbox',
    response: { object: { type: 'object', properties: { reset: { type: 'boolean' } } } },
  },
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function responseSchema(op: Op) {
  if (typeof op.response === 'string') return ref(op.response);
  if ('object' in op.response) return op.response.object;
  const data = { type: 'array', items: ref(op.response.list) };
  return op.response.paginated
    ? {
        type: 'object',
        required: ['data', 'pagination'],
        properties: { data, pagination: ref('Pagination') },
      }
    : { type: 'object', required: ['data'], properties: { data } };
}

export function buildOpenApi(_routes?: unknown) {
  const schemas = Object.fromEntries(
    Object.entries(components).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }),
    ]),
  );
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref('Error') } },
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = (op.params ?? []).map((p) => ({
      name: p.name,
      in: 'query',
      required: false,
      description: p.description,
      schema: p.enum ? { type: 'string', enum: [...p.enum] } : { type: p.type ?? 'string' },
    }));
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: [op.tag],
      security: op.public ? [] : [{ seed: [] }],
      parameters: [
        ...pathParams,
        ...queryParams,
        ...(op.method !== 'get'
          ? [
              {
                name: 'X-Idempotency-Key',
                in: 'header',
                required: false,
                schema: { type: 'string', maxLength: 255 },
              },
            ]
          : []),
      ],
      ...(op.body
        ? {
            requestBody: {
              required: op.path !== '/',
              content: { 'application/json': { schema: ref(op.body) } },
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: responseSchema(op) } },
        },
        ...(op.path === '/'
          ? {
              400: {
                description: 'Invalid card or asset',
                content: { 'application/json': { schema: ref('RootError') } },
              },
            }
          : {
              400: errorResponse('Invalid request'),
              401: errorResponse('Missing or unknown seed'),
              404: errorResponse('Not found'),
              409: errorResponse('Conflict with the current state or an idempotency key'),
              429: errorResponse('Rate limited; see Retry-After'),
            }),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Virtual Card Service — sandbox',
      version: '1.0.0',
      description: `The sandbox implementation of the Virtual Card Service. Error codes: ${Object.entries(
        ERROR_CODES,
      )
        .map(([code, v]) => `${code} (${v.status})`)
        .join(', ')}.`,
    },
    servers: [{ url: '/v1/api' }],
    components: {
      schemas,
      securitySchemes: { seed: { type: 'apiKey', in: 'header', name: 'X-Seed' } },
    },
    paths,
  };
}
