/**
 * A Postman (v2.1) and a Bruno collection of every operation, made from the OpenAPI document the
 * sandbox serves (issue #50 item 4, decision 037), with two variables: `{{base_url}}` and
 * `{{seed}}`. Plain code, no converter: `npm run gen:collections` writes them to
 * docs/collections/, and a test fails when the files there differ from what this makes.
 */
import { format, resolveConfig } from 'prettier';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  pattern?: string;
};
type Parameter = { name: string; in: string; description?: string; schema: Schema };
type Media = { schema?: Schema; example?: unknown };
type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
};
export type Document = {
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** The base URL `npm run api` serves by default. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8787/v1/api';

type Request = {
  tag: string;
  name: string;
  id: string;
  method: string;
  /** `/cards/:card_id`: the form both tools read a path variable in. */
  path: string;
  pathParams: string[];
  query: Parameter[];
  seeded: boolean;
  body: string | null;
};

/** A value a schema accepts, for a body to start from: its example, or the least one. */
function sample(schema: Schema, doc: Document, depth = 0): unknown {
  if (schema.$ref)
    return sample(doc.components.schemas[schema.$ref.split('/').pop()!]!, doc, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]!, doc, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    if (depth > 3) return {};
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, field]) => [name, sample(field, doc, depth + 1)]),
    );
  }
  if (type === 'array') return schema.items ? [sample(schema.items, doc, depth + 1)] : [];
  if (type === 'number' || type === 'integer') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  return '';
}

function requestsOf(doc: Document): Request[] {
  const out: Request[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const media = op.requestBody?.content['application/json'];
      const body =
        media && (op.requestBody?.required || media.example !== undefined)
          ? JSON.stringify(media.example ?? sample(media.schema ?? {}, doc), null, 2)
          : null;
      out.push({
        tag: op.tags?.[0] ?? 'Other',
        name: op.summary ?? op.operationId,
        id: op.operationId,
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        seeded: (op.security?.length ?? 0) > 0,
        body,
      });
    }
  return out;
}

const queryValue = (p: Parameter) =>
  p.schema.default !== undefined ? String(p.schema.default) : '';

/** The Postman collection (format v2.1), as the JSON text written to disk (Prettier's form). */
export async function postmanCollection(doc: Document): Promise<string> {
  const folders = new Map<string, unknown[]>();
  for (const r of requestsOf(doc)) {
    const segments = r.path.split('/').filter(Boolean);
    const item = {
      name: r.name,
      request: {
        method: r.method,
        header: [
          ...(r.seeded ? [{ key: 'X-Seed', value: '{{seed}}' }] : []),
          ...(r.body ? [{ key: 'Content-Type', value: 'application/json' }] : []),
        ],
        url: {
          raw: `{{base_url}}${r.path === '/' ? '/' : r.path}`,
          host: ['{{base_url}}'],
          path: segments.length ? segments : [''],
          ...(r.query.length
            ? {
                query: r.query.map((p) => ({
                  key: p.name,
                  value: queryValue(p),
                  disabled: true,
                  ...(p.description ? { description: p.description } : {}),
                })),
              }
            : {}),
          ...(r.pathParams.length
            ? { variable: r.pathParams.map((name) => ({ key: name, value: '' })) }
            : {}),
        },
        ...(r.body
          ? { body: { mode: 'raw', raw: r.body, options: { raw: { language: 'json' } } } }
          : {}),
        description: `Operation \`${r.id}\`.`,
      },
    };
    folders.set(r.tag, [...(folders.get(r.tag) ?? []), item]);
  }
  const collection = {
    info: {
      name: doc.info.title,
      description:
        'Generated from the sandbox’s OpenAPI document (npm run gen:collections). Set `seed` to ' +
        'the seed a generate call answers.',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [
      { key: 'base_url', value: DEFAULT_BASE_URL },
      { key: 'seed', value: '' },
    ],
    item: [...folders].map(([name, item]) => ({ name, item })),
  };
  const config = (await resolveConfig('docs/collections/postman.json')) ?? {};
  return format(JSON.stringify(collection), { ...config, parser: 'json' });
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
const block = (name: string, lines: string[]) => `${name} {\n${lines.map(indent).join('\n')}\n}\n`;
const folderName = (tag: string) => tag.replace(/[^A-Za-z0-9 -]/g, '').trim();

/** The Bruno collection: file path (under its folder) → text. */
export function brunoCollection(doc: Document): Record<string, string> {
  const files: Record<string, string> = {
    'bruno.json':
      JSON.stringify({ version: '1', name: doc.info.title, type: 'collection' }, null, 2) + '\n',
    'environments/sandbox.bru': block('vars', [`base_url: ${DEFAULT_BASE_URL}`, 'seed: ']),
  };
  const seq = new Map<string, number>();
  for (const r of requestsOf(doc)) {
    const folder = folderName(r.tag);
    const n = (seq.get(folder) ?? 0) + 1;
    seq.set(folder, n);
    const parts = [
      block('meta', [`name: ${r.name}`, 'type: http', `seq: ${n}`]),
      block(r.method.toLowerCase(), [
        `url: {{base_url}}${r.path}`,
        `body: ${r.body ? 'json' : 'none'}`,
        'auth: none',
      ]),
    ];
    // A `~` disables a query parameter until it is given a value.
    if (r.query.length)
      parts.push(
        block(
          'params:query',
          r.query.map((p) => `~${p.name}: ${queryValue(p)}`),
        ),
      );
    if (r.pathParams.length)
      parts.push(
        block(
          'params:path',
          r.pathParams.map((name) => `${name}: `),
        ),
      );
    if (r.seeded) parts.push(block('headers', ['X-Seed: {{seed}}']));
    if (r.body) parts.push(block('body:json', [r.body]));
    parts.push(block('docs', [`Operation \`${r.id}\`.`]));
    files[`${folder}/${r.id}.bru`] = parts.join('\n');
  }
  return files;
}
