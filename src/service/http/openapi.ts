import { z } from 'zod';
import { errorBodySchema, paginationSchema } from '../../contract/common';
import { rootErrorSchema } from '../../contract/generate';
import { API_BASE_PATH } from '../../contract/errors';
import { ERROR_CODES } from '../domain/errors';
import type { ResponseDoc, Route } from './route';

/** A contract schema's name in zod's registry (contract/named.ts, decision 034). */
const nameOf = (schema: z.core.$ZodType) => z.globalRegistry.get(schema)?.id;

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io });

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A named contract schema by reference (listed once in `components.schemas`); anything else inline.
 */
function schemaOf(schema: z.core.$ZodType, named: Map<string, unknown>) {
  const name = nameOf(schema);
  if (!name) return jsonSchema(schema, 'input');
  if (!named.has(name)) named.set(name, namedJsonSchema(schema, name));
  return ref(name);
}

/** zod writes a schema that has an `id` as a `$ref` to its `$defs`: the component is that entry. */
function namedJsonSchema(schema: z.core.$ZodType, name: string) {
  const { $defs, $ref, ...rest } = jsonSchema(schema, 'input') as Record<string, unknown> & {
    $defs?: Record<string, object>;
  };
  return $ref ? { ...rest, ...$defs?.[name] } : rest;
}

/** JSON, but for the event stream (decision 022). */
const contentTypeOf = (doc: ResponseDoc) =>
  ('json' in doc ? doc.contentType : undefined) ?? 'application/json';

function responseSchema(doc: ResponseDoc, named: Map<string, unknown>) {
  if ('json' in doc) return doc.json;
  if ('one' in doc) return schemaOf(doc.one, named);
  if ('oneOf' in doc) return { oneOf: doc.oneOf.map((one) => schemaOf(one, named)) };
  const data = { type: 'array', items: schemaOf(doc.list, named) };
  return doc.paginated
    ? {
        type: 'object',
        required: ['data', 'pagination'],
        properties: { data, pagination: schemaOf(paginationSchema, named) },
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
  // The answers' schemas first, by name, in the order the operations meet them; then the bodies.
  const named = new Map<string, unknown>();
  const bodies: Record<string, unknown> = {};
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: schemaOf(errorBodySchema, named) } },
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
    if (bodyName) bodies[bodyName] = jsonSchema(op.body, 'input');
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
            [contentTypeOf(op.response)]: { schema: responseSchema(op.response, named) },
          },
        },
        ...(op.path === '/'
          ? {
              400: {
                description: 'Invalid card or asset',
                content: { 'application/json': { schema: schemaOf(rootErrorSchema, named) } },
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
      schemas: { ...Object.fromEntries(named), ...bodies },
      securitySchemes: { seed: { type: 'apiKey', in: 'header', name: 'X-Seed' } },
    },
    paths,
  };
}
