import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import type { ResponseDoc } from '../../contract/operation';
import { paginationSchema } from '../../contract/common';

/** One difference between an answer and the contract: where (`data[0].status`) and what. */
export type Drift = { path: string; problem: string };

/** What the strict reading and the fixtures' references read of a zod schema's definition. */
export type SchemaDef = {
  type: string;
  innerType?: core.$ZodType;
  in?: core.$ZodType;
  shape?: Record<string, core.$ZodType>;
  element?: core.$ZodType;
  valueType?: core.$ZodType;
  options?: core.$ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => core.$ZodType;
};
export const defOf = (schema: core.$ZodType) => schema._zod.def as unknown as SchemaDef;

/** The schema an answer of this shape is read with (the `{ data }` wrapper of a list included). */
export function answerSchema(response: ResponseDoc): core.$ZodType | undefined {
  if ('one' in response) return response.one;
  if ('oneOf' in response) return z.union(response.oneOf as [core.$ZodType, ...core.$ZodType[]]);
  if ('list' in response)
    return z.object({
      data: z.array(response.list),
      ...(response.paginated ? { pagination: paginationSchema } : {}),
    });
  return undefined;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const join = (path: string, key: string) =>
  /^[A-Za-z_][\w]*$/.test(key)
    ? path
      ? `${path}.${key}`
      : key
    : `${path}[${JSON.stringify(key)}]`;

/**
 * The answer checked against its schema STRICTLY (decision 041): the contract's schemas are loose
 * (the app tolerates fields it does not know), this reading is not — a field the contract does
 * not name, a field it requires and the answer lacks, a wrong JSON type and a value outside an enum
 * are each a drift. Values are never quoted except an enum's: a card's PAN passes through here.
 */
export function strictDrifts(schema: core.$ZodType, value: unknown, path = ''): Drift[] {
  const def = defOf(schema);
  const at = path || '(the answer)';
  switch (def.type) {
    case 'optional':
      return value === undefined ? [] : strictDrifts(def.innerType!, value, path);
    case 'nullable':
      return value === null ? [] : strictDrifts(def.innerType!, value, path);
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return strictDrifts(def.innerType!, value, path);
    case 'pipe':
      return strictDrifts(def.in!, value, path);
    case 'lazy':
      return strictDrifts(def.getter!(), value, path);
    case 'unknown':
    case 'any':
    case 'transform':
      return [];
    case 'object':
      return objectDrifts(def.shape!, value, path);
    case 'array':
      if (!Array.isArray(value)) return [wrongType(at, 'array', value)];
      return value.flatMap((item, i) => strictDrifts(def.element!, item, `${path}[${i}]`));
    case 'record':
      if (jsonType(value) !== 'object') return [wrongType(at, 'object', value)];
      return Object.entries(value as object).flatMap(([key, item]) =>
        strictDrifts(def.valueType!, item, join(path, key)),
      );
    case 'union': {
      const each = def.options!.map((option) => strictDrifts(option, value, path));
      return each.reduce((fewest, drifts) => (drifts.length < fewest.length ? drifts : fewest));
    }
    case 'enum':
    case 'literal': {
      const allowed = def.entries ? Object.values(def.entries) : def.values!;
      if (allowed.includes(value as never)) return [];
      const kinds = new Set(allowed.map(jsonType));
      if (!kinds.has(jsonType(value))) return [wrongType(at, [...kinds].join(' or '), value)];
      return [{ path: at, problem: `unknown enum value ${JSON.stringify(value)}` }];
    }
    default:
      return leafDrifts(schema, def.type, value, at);
  }
}

function objectDrifts(shape: Record<string, core.$ZodType>, value: unknown, path: string): Drift[] {
  if (jsonType(value) !== 'object') return [wrongType(path || '(the answer)', 'object', value)];
  const record = value as Record<string, unknown>;
  const drifts: Drift[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (record[key] === undefined) {
      if (field._zod.optin !== 'optional')
        drifts.push({ path: join(path, key), problem: 'missing field' });
    } else drifts.push(...strictDrifts(field, record[key], join(path, key)));
  }
  for (const key of Object.keys(record))
    if (!(key in shape)) drifts.push({ path: join(path, key), problem: 'unknown field' });
  return drifts;
}

/** A string, number, boolean…: its JSON type first, then the schema's own checks (a regex, an int). */
function leafDrifts(schema: core.$ZodType, type: string, value: unknown, at: string): Drift[] {
  const expected = type === 'bigint' ? 'number' : type;
  if (['string', 'number', 'boolean', 'null'].includes(expected) && jsonType(value) !== expected)
    return [wrongType(at, expected, value)];
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return [{ path: at, problem: `invalid value (${result.error.issues[0]!.message})` }];
}

function wrongType(path: string, expected: string, value: unknown): Drift {
  return { path, problem: `wrong type (expected ${expected}, got ${jsonType(value)})` };
}
