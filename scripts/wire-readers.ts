/**
 * Compiles the contract's answer schemas into `src/api/wire-readers.gen.ts` (decision 005, fourth
 * pass): the app reads answers with steps from `src/api/wire-reader.ts` composed here, so zod stays
 * the contract's language (the sandbox, the OpenAPI document) without being downloaded and run by
 * every signed-in page. `npm run gen:wire` writes the file; `wire-readers.test.ts` fails when the
 * file on disk differs from what this prints.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import { listOf, pageOf } from '../src/contract/common';
import type { ResponseDoc } from '../src/contract/operation';
import { OPERATIONS } from '../src/contract/operations';
import * as readings from '../src/contract/client-readings';
import * as transforms from '../src/contract/wire-transforms';

type Schema = core.$ZodType;
type Def = Record<string, unknown> & { type: string; checks?: Schema[] };

const CONTRACT = fileURLToPath(new URL('../src/contract/', import.meta.url));
export const OUTPUT = fileURLToPath(new URL('../src/api/wire-readers.gen.ts', import.meta.url));
/** The sandbox's own operations, apart: only its panel and the integrator pages call them. */
export const SANDBOX_OUTPUT = fileURLToPath(
  new URL('../src/api/wire-sandbox-readers.gen.ts', import.meta.url),
);
const SANDBOX_TAGS = new Set(['Sandbox', 'Sandbox tools']);
const SANDBOX_READINGS = new Set(['purchaseResultSchema']);

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && '_zod' in v;
const defOf = (s: Schema) => s._zod.def as unknown as Def;

/** A schema a contract module exports keeps its name in the output. */
async function contractNames(): Promise<Map<Schema, string>> {
  const names = new Map<Schema, string>();
  const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
  for (const file of files.sort()) {
    const mod = (await import(pathToFileURL(CONTRACT + file).href)) as Record<string, unknown>;
    // Sorted: a module namespace lists its exports sorted under ESM, in source order under CJS.
    for (const [name, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b)))
      if (isSchema(value) && !names.has(value) && name.endsWith('Schema')) names.set(value, name);
  }
  return names;
}

class Compiler {
  lines: string[] = [];
  helpers = new Set<string>();
  transforms = new Set<string>();
  /** Names this file takes from the file written before it. */
  imported = new Set<string>();
  private file = 0;
  private readonly emitted = new Map<Schema, { name: string; file: number }>();
  private readonly uses = new Map<Schema, number>();
  private readonly transformNames = new Map<unknown, string>(
    Object.entries(transforms).map(([name, fn]) => [fn, name]),
  );

  constructor(private readonly names: Map<Schema, string>) {}

  /** Counts references first, so a schema used twice is written once. */
  count(s: Schema): void {
    const n = (this.uses.get(s) ?? 0) + 1;
    this.uses.set(s, n);
    if (n === 1) for (const child of children(defOf(s))) this.count(child);
  }

  /** The next file: what it needs of the one before is imported, not written again. */
  nextFile(): void {
    this.file++;
    this.lines = [];
    this.helpers = new Set();
    this.transforms = new Set();
    this.imported = new Set();
  }

  expr(s: Schema): string {
    const known = this.emitted.get(s);
    if (known) {
      if (known.file !== this.file) this.imported.add(known.name);
      return known.name;
    }
    const body = this.body(s);
    // A schema used twice is written once, unless it is as short as its name would be.
    const shared = (this.uses.get(s) ?? 0) > 1 && body.length > 16;
    const name = this.names.get(s) ?? (shared ? `shared${this.emitted.size}` : '');
    if (!name) return body;
    this.lines.push(`export const ${name} = ${body};`);
    this.emitted.set(s, { name, file: this.file });
    return name;
  }

  private use(helper: string, args = ''): string {
    this.helpers.add(helper);
    return `${helper}(${args})`;
  }

  private body(s: Schema): string {
    const def = defOf(s);
    const checks = (def.checks ?? []).map((c) => this.check(c, def.type));
    switch (def.type) {
      case 'string':
        return this.use('str', checks.join(', '));
      case 'number':
        return this.use(def.format === 'safeint' ? 'int' : 'num', checks.join(', '));
      case 'boolean':
        return this.plain('bool', checks);
      case 'unknown':
      case 'any':
        return this.plain('unknown', checks);
      case 'literal':
        return this.use('oneOf', JSON.stringify(def.values));
      case 'enum':
        return this.use('oneOf', JSON.stringify(Object.values(def.entries as object)));
      case 'optional':
      case 'nullable':
        return this.use(def.type, this.expr(def.innerType as Schema));
      case 'array':
        if (checks.length) throw new Error('array checks are not compiled; add them here');
        return this.use('array', this.expr(def.element as Schema));
      case 'object':
        return this.object(def);
      case 'record':
        return this.use(
          'record',
          `${this.expr(def.keyType as Schema)}, ${this.expr(def.valueType as Schema)}`,
        );
      case 'union':
        return this.use(
          'union',
          `[${(def.options as Schema[]).map((o) => this.expr(o)).join(', ')}]`,
        );
      case 'pipe':
        return this.use('pipe', `${this.expr(def.in as Schema)}, ${this.expr(def.out as Schema)}`);
      case 'transform': {
        const name = this.transformNames.get(def.transform);
        if (!name) throw new Error('a transform not exported by src/contract/wire-transforms.ts');
        this.transforms.add(name);
        return this.use('transform', name);
      }
      default:
        throw new Error(`zod type "${def.type}" is not compiled (scripts/wire-readers.ts)`);
    }
  }

  private plain(helper: string, checks: string[]): string {
    if (checks.length) throw new Error(`checks on ${helper} are not compiled`);
    this.helpers.add(helper);
    return helper;
  }

  private object(def: Def): string {
    const catchall = def.catchall as Schema | undefined;
    const loose = catchall !== undefined && defOf(catchall).type === 'unknown';
    if (catchall && !loose) throw new Error('only object and looseObject are compiled');
    const shape = Object.entries(def.shape as Record<string, Schema>)
      .map(([key, value]) => `${JSON.stringify(key)}: ${this.expr(value)}`)
      .join(', ');
    return this.use('object', `{ ${shape} }, ${loose}`);
  }

  private check(c: Schema, type: string): string {
    const d = c._zod.def as unknown as Record<string, unknown>;
    const message =
      typeof d.error === 'function' ? (d.error as (i: object) => unknown)({}) : undefined;
    const text = JSON.stringify(
      typeof message === 'string' ? message : 'does not match its pattern',
    );
    if (d.check === 'string_format' && d.format === 'regex')
      return this.use('regex', `${String(d.pattern)}, ${text}`);
    if (d.check === 'string_format' && d.format === 'starts_with')
      return this.use('startsWith', JSON.stringify(d.prefix));
    if (d.check === 'min_length') return this.use('minLength', String(d.minimum));
    if (d.check === 'max_length') return this.use('maxLength', String(d.maximum));
    if (d.check === 'greater_than')
      return this.use('above', `${String(d.value)}, ${String(d.inclusive)}`);
    if (d.check === 'less_than')
      return this.use('below', `${String(d.value)}, ${String(d.inclusive)}`);
    throw new Error(
      `check "${String(d.check)}" on ${type} is not compiled (scripts/wire-readers.ts)`,
    );
  }
}

function children(def: Def): Schema[] {
  const out: unknown[] = [def.innerType, def.element, def.in, def.out, def.keyType, def.valueType];
  if (def.type === 'object') out.push(...Object.values(def.shape as object), def.catchall);
  if (def.type === 'union') out.push(...(def.options as unknown[]));
  return out.filter(isSchema);
}

/** The schema `send` read an operation's answer with before (pageOf/listOf/union of the doc). */
export function answerSchema(doc: ResponseDoc): Schema | null {
  if ('one' in doc) return doc.one;
  if ('list' in doc) return doc.paginated ? pageOf(doc.list as never) : listOf(doc.list as never);
  if ('oneOf' in doc) return z.union(doc.oneOf as [z.ZodMiniType, z.ZodMiniType]);
  return null;
}

const readingName = (name: string) => name.replace(/Schema$/, '');

type Entry = {
  id: string;
  op: (typeof OPERATIONS)[keyof typeof OPERATIONS] | null;
  schema: Schema;
};

function operationLine(compiler: Compiler, { id, op, schema }: Entry): string {
  if (!op) {
    const type = `core.output<typeof readings.${id}>`;
    return `export const ${readingName(id)} = reader<${type}>(${compiler.expr(schema)});`;
  }
  const flags = [op.public ? 'public: true' : '', op.rootErrors ? 'rootErrors: true' : '']
    .filter(Boolean)
    .join(', ');
  const args = `${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, ${compiler.expr(schema)}`;
  return `export const ${id} = clientOperation<Operations['${id}']>(${args}${flags ? `, { ${flags} }` : ''});`;
}

function fileText(compiler: Compiler, exports: string[], previous: string | null): string {
  const helpers = [...compiler.helpers, 'reader'].sort().join(', ');
  const transformNames = [...compiler.transforms].sort().join(', ');
  return [
    '// Generated by scripts/wire-readers.ts from src/contract (decision 005): do not edit.',
    '// `npm run gen:wire` writes it again; wire-readers.test.ts fails when it is stale.',
    "import type { core } from 'zod/mini';",
    "import type * as readings from '../contract/client-readings';",
    "import type { Operations } from '../contract/operations';",
    transformNames ? `import { ${transformNames} } from '../contract/wire-transforms';` : '',
    "import { clientOperation } from './client-operation';",
    `import { ${helpers} } from './wire-reader';`,
    previous && compiler.imported.size
      ? `import { ${[...compiler.imported].sort().join(', ')} } from './${previous}';`
      : '',
    '',
    ...compiler.lines,
    '',
    ...exports,
    '',
  ].join('\n');
}

/** The two files' texts by path: the app's operations, then the sandbox's. */
export async function generateWireReaders(): Promise<Map<string, string>> {
  const compiler = new Compiler(await contractNames());
  const entries: Entry[] = [
    ...Object.entries(OPERATIONS).map(([id, op]) => ({
      id,
      op,
      schema: answerSchema(op.response) ?? z.unknown(),
    })),
    ...Object.entries(readings as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
      .map(([id, schema]) => ({ id, op: null, schema })),
  ];
  for (const { schema } of entries) compiler.count(schema);
  const isSandbox = ({ id, op }: Entry) =>
    op ? SANDBOX_TAGS.has(op.tag) : SANDBOX_READINGS.has(id);
  const app = entries.filter((e) => !isSandbox(e)).map((e) => operationLine(compiler, e));
  const files = new Map([[OUTPUT, fileText(compiler, app, null)]]);
  compiler.nextFile();
  const sandbox = entries.filter(isSandbox).map((e) => operationLine(compiler, e));
  files.set(SANDBOX_OUTPUT, fileText(compiler, sandbox, 'wire-readers.gen'));
  return files;
}

/** The files' texts as the repository keeps them (formatted by the project's Prettier). */
export async function renderWireReaders(): Promise<Map<string, string>> {
  const { format, resolveConfig } = await import('prettier');
  const out = new Map<string, string>();
  for (const [file, text] of await generateWireReaders())
    out.set(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void renderWireReaders().then((files) => {
    for (const [file, text] of files) {
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    }
  });
}
