import { z } from 'zod';
import { errorBodySchema, paginationSchema } from '../../contract/common';
import { rootErrorSchema } from '../../contract/generate';
import { API_BASE_PATH } from '../../contract/errors';
import { pathParamNames } from '../../contract/ids';
import { ERROR_CODES } from '../domain/errors';
import type { ResponseDoc, Route } from './route';
import { webhooksSection } from './openapi-webhooks';
import EXAMPLES from './openapi-examples.gen.json' with { type: 'json' };

/** Real requests and answers, per operation (npm run gen:examples, decision 037). */
const examples = EXAMPLES as Record<
  string,
  { request?: unknown; status: number; response: unknown }
>;

/** A contract schema's name in zod's registry (contract/named.ts, decision 034). */
const nameOf = (schema: z.core.$ZodType) => z.globalRegistry.get(schema)?.id;

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  withoutSafeIntegerBounds(z.toJSONSchema(schema, { unrepresentable: 'any', io }));

/**
 * zod bounds every `z.int()` at ±(2^53 − 1); that is no rule of the contract, so the document drops
 * it and keeps the bounds the contract declares (decision 037).
 */
function withoutSafeIntegerBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutSafeIntegerBounds) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    out[key] = withoutSafeIntegerBounds(value);
  }
  return out as T;
}

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

/**
 * Query parameters from the route's query schema: the value each text is read into (its output
 * side), which is what a client writes: `per_page` an integer in 1–100, not text (decision 037).
 */
function queryParameters(route: Route) {
  if (!route.query) return [];
  const shape = (route.query as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, field]) => {
    const { description, ...schema } = jsonSchema(field, 'output') as Record<string, unknown>;
    delete schema.$schema;
    return { name, in: 'query', required: false, description, schema };
  });
}

/**
 * Path parameters under the names the spec gives them (`/cards/{card_id}`), from the operation's
 * `params` (contract/ids.ts); the router keeps its own (`:id`). Undeclared ones keep their name.
 */
function pathParameters(route: Route) {
  const params = (route.params ?? {}) as Record<string, z.core.$ZodType | undefined>;
  return [...route.path.matchAll(/:(\w+)/g)].map(([, internal]) => {
    const declared = params[internal!];
    const schema = declared ? (jsonSchema(declared, 'output') as Record<string, unknown>) : {};
    delete schema.$schema;
    const name = (declared && pathParamNames.get(declared)?.name) ?? internal!;
    return {
      internal: internal!,
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', ...schema },
    };
  });
}

/** The document's path: the route's, with each parameter under its documented name. */
export function documentedPath(route: Route): string {
  let path = route.path;
  for (const p of pathParameters(route)) path = path.replace(`:${p.internal}`, `{${p.name}}`);
  return path;
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
  const rootError = (description: string) => ({
    description,
    content: { 'application/json': { schema: schemaOf(rootErrorSchema, named) } },
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of routes) {
    const path = documentedPath(op);
    const pathParams = pathParameters(op).map(({ internal, ...param }) => (void internal, param));
    const example = examples[op.operationId];
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
              content: {
                'application/json': {
                  schema: ref(bodyName),
                  ...(example?.request === undefined ? {} : { example: example.request }),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: 'Success',
          content: {
            [contentTypeOf(op.response)]: {
              schema: responseSchema(op.response, named),
              ...(example ? { example: example.response } : {}),
            },
          },
        },
        // Generate's errors are the spec's root-endpoint error, 400 and 500 alike (spec, Generate).
        ...(op.rootErrors
          ? {
              400: rootError('Invalid card or asset'),
              500: rootError('Server error'),
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
  const events: Record<string, unknown> = {};
  const webhooks = webhooksSection(
    (schema) => schemaOf(schema, named),
    (schema) => jsonSchema(schema, 'input') as Record<string, unknown>,
    events,
  );
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
    paths,
    webhooks,
    components: {
      schemas: { ...Object.fromEntries(named), ...bodies, ...events },
      securitySchemes: { seed: { type: 'apiKey', in: 'header', name: 'X-Seed' } },
    },
  };
}
