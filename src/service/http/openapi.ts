import { z } from 'zod';
import { binSchema } from '../../contract/bins';
import {
  cardDetailsSchema,
  cardListItemSchema,
  cardSummarySchema,
  createCardResultSchema,
  freezeResultSchema,
  fundResultSchema,
  terminateResultSchema,
  unfreezeResultSchema,
  withdrawResultSchema,
} from '../../contract/cards';
import { errorBodySchema, paginationSchema } from '../../contract/common';
import { generateResponseSchema, rootErrorSchema } from '../../contract/generate';
import { deliverySchema } from '../../contract/sandbox';
import { challengeSchema } from '../../contract/three-ds';
import { transactionDetailSchema, transactionSchema } from '../../contract/transactions';
import { depositAddressesSchema, depositSchema, walletBalanceSchema } from '../../contract/wallet';
import { webhookSchema } from '../../contract/webhooks';
import { API_BASE_PATH } from '../../contract/errors';
import { ERROR_CODES } from '../domain/errors';
import type { ResponseDoc, Route } from './route';

/** Names of the contract's schemas in `components.schemas` (the routes refer to the schemas). */
const NAMES = new Map<z.core.$ZodType, string>([
  [generateResponseSchema, 'GenerateResponse'],
  [rootErrorSchema, 'RootError'],
  [errorBodySchema, 'Error'],
  [paginationSchema, 'Pagination'],
  [cardListItemSchema, 'CardListItem'],
  [cardSummarySchema, 'CardSummary'],
  [createCardResultSchema, 'CreateCardResult'],
  [cardDetailsSchema, 'CardDetails'],
  [freezeResultSchema, 'FreezeResult'],
  [unfreezeResultSchema, 'UnfreezeResult'],
  [terminateResultSchema, 'TerminateResult'],
  [fundResultSchema, 'FundResult'],
  [withdrawResultSchema, 'WithdrawResult'],
  [transactionSchema, 'Transaction'],
  [transactionDetailSchema, 'TransactionDetail'],
  [walletBalanceSchema, 'WalletBalance'],
  [depositAddressesSchema, 'DepositAddresses'],
  [depositSchema, 'Deposit'],
  [binSchema, 'Bin'],
  [challengeSchema, 'Challenge'],
  [webhookSchema, 'Webhook'],
  [deliverySchema, 'Delivery'],
]);

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io });

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A named contract schema by reference; anything else inline. */
function schemaOf(schema: z.core.$ZodType) {
  const name = NAMES.get(schema);
  return name ? ref(name) : jsonSchema(schema, 'input');
}

/** JSON, but for the event stream (decision 022). */
const contentTypeOf = (doc: ResponseDoc) =>
  ('json' in doc ? doc.contentType : undefined) ?? 'application/json';

function responseSchema(doc: ResponseDoc) {
  if ('json' in doc) return doc.json;
  if ('one' in doc) return schemaOf(doc.one);
  if ('oneOf' in doc) return { oneOf: doc.oneOf.map(schemaOf) };
  const data = { type: 'array', items: schemaOf(doc.list) };
  return doc.paginated
    ? {
        type: 'object',
        required: ['data', 'pagination'],
        properties: { data, pagination: ref('Pagination') },
      }
    : { type: 'object', required: ['data'], properties: { data } };
}

/** Query parameters from the route's query schema (their input side: what a client sends). */
function queryParameters(route: Route) {
  if (!route.query) return [];
  const shape = (route.query as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, field]) => {
    const { description, ...schema } = jsonSchema(field, 'input') as Record<string, unknown>;
    delete schema.$schema;
    return { name, in: 'query', required: false, description, schema };
  });
}

/** A response's description with the codes the operation declares for that status (decision 006). */
function withCodes(op: Route, status: number, text: string): string {
  const codes = op.errors.filter((code) => ERROR_CODES[code].status === status);
  return codes.length ? `${text}: ${codes.join(', ')}` : text;
}

/** The served OpenAPI 3.1 document, built from the route list (http/routes) and the contract. */
export function buildOpenApi(routes: readonly Route[]) {
  const schemas: Record<string, unknown> = Object.fromEntries(
    [...NAMES].map(([schema, name]) => [name, jsonSchema(schema, 'input')]),
  );
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref('Error') } },
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of routes) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const bodyName = op.body ? `${capitalized(op.operationId)}Body` : null;
    if (bodyName) schemas[bodyName] = jsonSchema(op.body, 'input');
    paths[path] ??= {};
    paths[path]![op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag],
      security: op.public ? [] : [{ seed: [] }],
      parameters: [
        ...pathParams,
        ...queryParameters(op),
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
      ...(bodyName
        ? {
            requestBody: {
              required: op.bodyOptional !== true,
              content: { 'application/json': { schema: ref(bodyName) } },
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: 'Success',
          content: {
            [contentTypeOf(op.response)]: { schema: responseSchema(op.response) },
          },
        },
        ...(op.path === '/'
          ? {
              400: {
                description: 'Invalid card or asset',
                content: { 'application/json': { schema: ref('RootError') } },
              },
            }
          : {
              400: errorResponse(withCodes(op, 400, 'Invalid request')),
              401: errorResponse('Missing or unknown seed'),
              404: errorResponse(withCodes(op, 404, 'Not found')),
              409: errorResponse(
                withCodes(op, 409, 'Conflict with the current state or an idempotency key'),
              ),
              429: errorResponse('Rate limited; see Retry-After'),
              ...(op.errors.includes('sandbox_unavailable')
                ? { 503: errorResponse(withCodes(op, 503, 'Unavailable; see Retry-After')) }
                : {}),
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
    servers: [{ url: API_BASE_PATH }],
    components: {
      schemas,
      securitySchemes: { seed: { type: 'apiKey', in: 'header', name: 'X-Seed' } },
    },
    paths,
  };
}
