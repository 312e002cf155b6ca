import type { core } from 'zod/mini';
import * as transforms from '../../src/contract/wire-transforms';

/**
 * Writes a zod schema as an expression of `src/api/wire-reader.ts` steps (decision 005, fourth
 * pass; scripts/wire-readers.ts writes the files). A zod type or check it does not know stops the
 * generation with its name, so nothing is read more loosely than the contract says by accident.
 */
export type Schema = core.$ZodType;
type Def = Record<string, unknown> & { type: string; checks?: Schema[] };

export const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && '_zod' in v;
const defOf = (s: Schema) => s._zod.def as unknown as Def;

export class Compiler {
  lines: string[] = [];
  helpers = new Set<string>();
  transforms = new Set<string>();
  /** Names this file takes from the file written before it. */
  imported = new Set<string>();
  private file = 0;
  private readonly emitted = new Map<Schema, { name: string; file: number }>();
  /** A named object's fields, written once for the longer objects that open with them. */
  private readonly emittedFields = new Map<Schema, { name: string; file: number }>();
  private readonly schemaOfDef = new Map<Def, Schema>();
  private bases: Map<Schema, Schema> | undefined;
  private readonly uses = new Map<Schema, number>();
  private readonly transformNames = new Map<unknown, string>(
    Object.entries(transforms).map(([name, fn]) => [fn, name]),
  );

  constructor(private readonly names: Map<Schema, string>) {}

  /** Counts references first, so a schema used twice is written once. */
  count(s: Schema): void {
    const n = (this.uses.get(s) ?? 0) + 1;
    this.uses.set(s, n);
    this.schemaOfDef.set(defOf(s), s);
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
    refuseLooser(def);
    const checks = (def.checks ?? []).map((c) => this.check(c, def.type));
    switch (def.type) {
      case 'string':
        return this.use('str', checks.join(', '));
      case 'number':
        return this.use(def.format === 'safeint' ? 'int' : 'num', checks.join(', '));
      case 'boolean':
        return this.plain('bool');
      case 'unknown':
      case 'any':
        return this.plain('unknown');
      case 'literal':
        return this.use('oneOf', JSON.stringify(def.values));
      case 'enum': {
        const values = Object.values(def.entries as object);
        if (values.some((v) => typeof v !== 'string')) throw new Error('a numeric enum');
        return this.use('oneOf', JSON.stringify(values));
      }
      case 'optional':
      case 'nullable':
        return this.use(def.type, this.expr(def.innerType as Schema));
      case 'array':
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

  /** A step that is a value, not a call (checks on it were refused by refuseLooser). */
  private plain(helper: string): string {
    this.helpers.add(helper);
    return helper;
  }

  private object(def: Def): string {
    const catchall = def.catchall as Schema | undefined;
    const loose =
      catchall !== undefined &&
      defOf(catchall).type === 'unknown' &&
      !defOf(catchall).checks?.length;
    if (catchall && !loose) throw new Error('only object and looseObject are compiled');
    const schema = this.schemaOfDef.get(def);
    const isBase = schema !== undefined && [...this.basesOf().values()].includes(schema);
    return this.use('object', `${isBase ? this.fieldsName(schema) : this.fields(def)}, ${loose}`);
  }

  /**
   * An object's fields; one that opens with a named object's fields (the contract's `z.extend`)
   * spreads them and writes only what it adds or reads otherwise.
   */
  private fields(def: Def): string {
    const shape = Object.entries(def.shape as Record<string, Schema>);
    const base = this.basesOf().get(this.schemaOfDef.get(def)!);
    const known = base && this.emittedFields.get(base);
    // A name is taken from the file written just before, not from an earlier one.
    const spread = base && (!known || known.file >= this.file - 1) ? base : undefined;
    const baseShape = spread ? Object.values(defOf(spread).shape as Record<string, Schema>) : [];
    const written = shape
      .filter(([, value], i) => i >= baseShape.length || baseShape[i] !== value)
      .map(([key, value]) => `${JSON.stringify(key)}: ${this.expr(value)}`);
    return `{ ${[...(spread ? [`...${this.fieldsName(spread)}`] : []), ...written].join(', ')} }`;
  }

  private fieldsName(s: Schema): string {
    const known = this.emittedFields.get(s);
    if (known) {
      if (known.file !== this.file) this.imported.add(known.name);
      return known.name;
    }
    const name = `${this.names.get(s)!.replace(/Schema$/, '')}Fields`;
    this.lines.push(`export const ${name} = ${this.fields(defOf(s))};`);
    this.emittedFields.set(s, { name, file: this.file });
    return name;
  }

  /**
   * For each object, the longest named object whose fields open it, in order, most of them the
   * same schemas (`z.extend` of it): found once, over every schema counted.
   */
  private basesOf(): Map<Schema, Schema> {
    if (this.bases) return this.bases;
    const shapeOf = (s: Schema) => Object.entries(defOf(s).shape as Record<string, Schema>);
    const objects = [...this.uses.keys()].filter((s) => defOf(s).type === 'object');
    const named = objects.filter((s) => this.names.has(s));
    this.bases = new Map();
    for (const s of objects) {
      const shape = shapeOf(s);
      let best: { base: Schema; length: number } | undefined;
      for (const base of named) {
        const fields = shapeOf(base);
        // A base comes before what it opens (fewer fields, or as many and counted first): no cycle.
        const before = fields.length < shape.length || objects.indexOf(base) < objects.indexOf(s);
        const opens = fields.every(([key], i) => shape[i]?.[0] === key);
        const same = fields.filter(([, value], i) => shape[i]?.[1] === value).length;
        if (before && opens && same >= 6 && same > fields.length / 2)
          if (fields.length > (best?.length ?? 0)) best = { base, length: fields.length };
      }
      if (best) this.bases.set(s, best.base);
    }
    return this.bases;
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

/**
 * What the steps do not implement stops the generation, so no reader is looser than its schema:
 * checks on types other than strings and numbers, string formats (email, url…), number formats
 * other than a safe integer, coercion, codecs, and records whose keys are more than strings.
 */
function refuseLooser(def: Def): void {
  const refuse = (what: string) => {
    throw new Error(`${what} is not compiled (scripts/lib/zod-to-readers.ts): add it there`);
  };
  if (def.coerce) refuse('coercion');
  if (def.checks?.length && def.type !== 'string' && def.type !== 'number')
    refuse(`a check on ${def.type}`);
  if (def.type === 'string' && def.format !== undefined) refuse(`the ${String(def.format)} format`);
  if (def.type === 'number' && def.format !== undefined && def.format !== 'safeint')
    refuse(`the ${String(def.format)} format`);
  if (def.type === 'pipe' && def.transform) refuse('a codec');
  if (def.type === 'record') {
    const key = defOf(def.keyType as Schema);
    if (def.mode !== undefined || key.type !== 'string' || key.checks?.length || key.format)
      refuse('a record whose keys are not plain strings');
  }
}

function children(def: Def): Schema[] {
  const out: unknown[] = [def.innerType, def.element, def.in, def.out, def.keyType, def.valueType];
  if (def.type === 'object') out.push(...Object.values(def.shape as object), def.catchall);
  if (def.type === 'union') out.push(...(def.options as unknown[]));
  return out.filter(isSchema);
}
