/**
 * docs/api.md, rendered from the OpenAPI document the sandbox serves (GET /v1/api/openapi.json),
 * so the reference and the implementation cannot drift apart: a test renders it again and compares.
 */
import { format, resolveConfig } from 'prettier';
import { API_BASE_PATH } from '../../src/contract/base-paths';
import { testService } from '../../src/service/testing';
import { coreFlowSection } from './core-flow';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
};
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Schema;
};
type Operation = {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema: Schema; example?: unknown }>;
  };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  /** One POST per event type (decision 037). */
  webhooks?: Record<string, { post: Operation }>;
  components: { schemas: Record<string, Schema> };
};

const SAFE_INTEGER = 9007199254740991;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const refName = (ref: string) => ref.split('/').pop() ?? ref;
const anchor = (name: string) => `#${name.toLowerCase()}`;

/** A JSON-schema type in a few words: `string`, `"a" or "b"`, [Card](#card)`[]`, `number or null`. */
export function typeOf(schema: Schema): string {
  if (schema.$ref) return `[${refName(schema.$ref)}](${anchor(refName(schema.$ref))})`;
  if (schema.enum) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' or ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeOf).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  // An object written out: `{ data: [Card](#card)[], pagination: … }`, not "object" (decision 037).
  if (schema.properties && Object.keys(schema.properties).length) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(
      ([name, field]) => `${name}${required.has(name) ? '' : '?'}: ${typeOf(field)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  return schema.format ? `${schema.type ?? 'any'} (${schema.format})` : (schema.type ?? 'any');
}

/** Bounds and patterns worth telling a client (not the ±2^53 integer bounds zod adds). */
function notes(schema: Schema): string {
  const out: string[] = [];
  if (schema.minimum !== undefined && schema.minimum > -SAFE_INTEGER)
    out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < SAFE_INTEGER)
    out.push(`≤ ${schema.maximum}`);
  if (schema.minLength && schema.minLength > 1) out.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) out.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) out.push(`pattern \`${schema.pattern}\``);
  if (schema.description) out.push(schema.description);
  for (const option of schema.anyOf ?? []) if (notes(option)) out.push(notes(option));
  return out.join('; ');
}

function fieldTable(schema: Schema): string[] {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      `| \`${name}\` | ${cell(typeOf(field))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(notes(field))} |`,
  );
  if (!rows.length) return [`A ${typeOf(schema)}.`, ''];
  return ['| field | type | required | notes |', '| --- | --- | --- | --- |', ...rows, ''];
}

function operationSection(
  method: string,
  path: string,
  op: Operation,
  schemas: Document['components']['schemas'],
): string[] {
  const lines = [`### \`${method.toUpperCase()} ${path}\``, ''];
  if (op.summary) lines.push(op.summary + '.', '');
  if (op.description) lines.push(op.description, '');
  if (op.operationId) lines.push(`Operation id: \`${op.operationId}\`.`, '');
  lines.push(op.security?.length ? 'Needs the `X-Seed` header.' : 'Called without a seed.', '');
  if (op.parameters?.length) {
    lines.push('| parameter | in | required | type | notes |', '| --- | --- | --- | --- | --- |');
    for (const p of op.parameters)
      lines.push(
        `| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${cell(typeOf(p.schema))} | ${cell(notes({ ...p.schema, description: p.description }))} |`,
      );
    lines.push('');
  }
  const body = op.requestBody?.content['application/json']?.schema;
  if (body)
    lines.push(
      `Body (${op.requestBody?.required ? 'required' : 'optional'}): ${typeOf(body)}.`,
      '',
    );
  lines.push('| status | meaning | body |', '| --- | --- | --- |');
  for (const [status, response] of Object.entries(op.responses)) {
    // JSON, or (the event stream, decision 022) another media type with its description.
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    const schema = media?.schema;
    let shown = '—';
    if (schema)
      shown =
        type === 'application/json'
          ? cell(typeOf(schema))
          : cell(`\`${type}\`: ${schema.description ?? ''}`);
    lines.push(`| ${status} | ${cell(response.description)} | ${shown} |`);
  }
  lines.push('', ...answerShape(op, schemas));
  return lines;
}

/**
 * The success answer's fields, written out under the operation (decision 037): a named schema's
 * table, or a list's item's, so a reader need not follow a link to know what comes back.
 */
function answerShape(op: Operation, schemas: Document['components']['schemas']): string[] {
  const [status, response] =
    Object.entries(op.responses).find(([code]) => code.startsWith('2')) ?? [];
  const schema = response?.content?.['application/json']?.schema;
  if (!status || !schema) return [];
  const resolve = (s: Schema) => (s.$ref ? schemas[refName(s.$ref)] : s);
  const data = schema.properties?.data;
  if (data?.type === 'array' && data.items) {
    const item = resolve(data.items);
    if (!item?.properties) return [];
    return [`Each item of \`data\` (${typeOf(data.items)}):`, '', ...fieldTable(item)];
  }
  const resolved = resolve(schema);
  if (!resolved?.properties) return [];
  return [
    `The answer (${status}${schema.$ref ? `, ${typeOf(schema)}` : ''}):`,
    '',
    ...fieldTable(resolved),
  ];
}

/** The events the sandbox delivers to a registered URL, with their headers and payloads. */
function webhookSection(doc: Document): string[] {
  const events = Object.entries(doc.webhooks ?? {});
  if (!events.length) return [];
  const headers = events[0]![1].post.parameters ?? [];
  const lines = [
    '## Webhook events',
    '',
    'Each event is a `POST` of JSON to every active endpoint subscribed to its type (or to `*`),',
    'with these headers. Verify the signature over the body as received, before parsing it.',
    '',
    '| header | notes |',
    '| --- | --- |',
    ...headers.map(
      (h) => `| \`${h.name}\` | ${cell(notes({ ...h.schema, description: h.description }))} |`,
    ),
    '',
    'The body is `{ id, type, created_at, data }`; `data` is the resource the event is about:',
    '',
    '| event | payload | `data` |',
    '| --- | --- | --- |',
  ];
  for (const [type, { post }] of events) {
    const payload = post.requestBody?.content['application/json']?.schema;
    const component = payload?.$ref ? doc.components.schemas[refName(payload.$ref)] : undefined;
    const data = component?.properties?.data;
    lines.push(
      `| \`${type}\` | ${payload ? cell(typeOf(payload)) : '—'} | ${data ? cell(typeOf(data)) : '—'} |`,
    );
  }
  lines.push('');
  return lines;
}

const INTRO = `# API reference

The HTTP interface of the virtual card service as this project's sandbox implements it (\`npm run
api\`, and the in-browser demo). Every path is relative to a base URL that ends in \`${API_BASE_PATH}\`, for
example \`http://127.0.0.1:8787${API_BASE_PATH}\`. Bodies are JSON. Amounts are US dollars as numbers with at
most two decimals. A request carries the account's seed in the \`X-Seed\` header (the generate
call is the only one without it); an optional \`X-Idempotency-Key\` makes a retry of a write safe.

Every error but generate's has the body [Error](#error): \`{error, message, code, request_id}\`; the
codes and when they occur are listed in the README ("Error codes"), and the choices the sandbox
made where the service's contract is silent are in [decision 002](decisions/002-spec-gaps.md).

This file is generated from the OpenAPI document the sandbox serves at \`GET ${API_BASE_PATH}/openapi.json\`
(\`npm run docs:api\`); a test fails when the two differ.

## Variables in the examples

| variable | where it comes from |
| --- | --- |
| \`$API\` | the base URL \`npm run api\` prints when it starts: \`http://127.0.0.1:8787${API_BASE_PATH}\` by default |
| \`$SEED\` | the \`seed\` of the generate answer (\`POST /\`), or of \`POST /sandbox/scenarios/{id}/accounts\` |
| \`$DEPOSIT_ID\` | the \`id\` of \`POST /sandbox/deposits\`'s answer |
| \`$CARD_ID\` | an \`id\` from \`GET /cards\` (\`data[].id\`), or \`POST /cards\`'s answer |
| \`$WEBHOOK_ID\` | the \`id\` of \`POST /webhooks\`'s answer, or one from \`GET /webhooks\` |
| \`$DELIVERY_ID\` | an \`id\` from \`GET /sandbox/webhooks/deliveries\` |
`;

/** The whole reference as Markdown, formatted the way the repository's Prettier check wants it. */
export async function renderApiReference(doc: Document): Promise<string> {
  const lines = [INTRO, coreFlowSection(doc), ''];
  const tags = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      tags.set(tag, [
        ...(tags.get(tag) ?? []),
        ...operationSection(method, path, op, doc.components.schemas),
      ]);
    }
  for (const [tag, section] of tags) lines.push(`## ${tag}`, '', ...section);
  lines.push(...webhookSection(doc));
  lines.push('## Schemas', '');
  for (const [name, schema] of Object.entries(doc.components.schemas))
    lines.push(`### ${name}`, '', ...fieldTable(schema));
  const config = (await resolveConfig('docs/api.md')) ?? {};
  return format(lines.join('\n'), { ...config, parser: 'markdown' });
}

/** The document the sandbox serves, fetched through its own handler. */
export async function servedOpenApi(): Promise<Document> {
  const { call } = testService({ limits: false });
  return (await call<Document>('GET', '/openapi.json')).body;
}
