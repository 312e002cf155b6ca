/**
 * What the contract's answer schemas compile to for the app (decision 005, fourth pass): small
 * steps that `scripts/wire-readers.ts` composes in `wire-readers.gen.ts` from the zod declarations,
 * so a signed-in page neither downloads zod nor builds its schemas before its first answer. A step
 * returns the value read or FAIL, and adds what is wrong to `issues` at the current path; results
 * and failures are zod's (`wire-readers.test.ts` compares them on every declared answer).
 */
export type Issue = {
  readonly code: string;
  readonly path: PropertyKey[];
  readonly message: string;
};
export type ReadResult<T> =
  { success: true; data: T } | { success: false; error: { issues: Issue[] } };
/** The one method of a zod schema the client uses. */
export type Reader<T> = { safeParse(input: unknown): ReadResult<T> };
export type ReaderOutput<R> = R extends Reader<infer T> ? T : never;

export const FAIL: unique symbol = Symbol('fail');
type Ctx = { path: PropertyKey[]; issues: Issue[] };
export type Step = ((value: unknown, ctx: Ctx) => unknown) & { readonly optional?: true };
export type Check = (value: never) => string | undefined;
/** The context a contract transform is called with (src/contract/wire-transforms.ts). */
export type TransformContext = { issues: { push(issue: { message: string }): void } };

function fail(ctx: Ctx, code: string, message: string): typeof FAIL {
  ctx.issues.push({ code, path: ctx.path.slice(), message });
  return FAIL;
}

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function typed(expected: string, test: (v: unknown) => boolean, checks: Check[]): Step {
  return (v, ctx) => {
    if (!test(v)) return fail(ctx, 'invalid_type', `expected ${expected}, received ${typeName(v)}`);
    let ok = true;
    for (const check of checks) {
      const message = check(v as never);
      if (message === undefined) continue;
      fail(ctx, 'custom', message);
      ok = false;
    }
    return ok ? v : FAIL;
  };
}

export const str = (...checks: Check[]) => typed('string', (v) => typeof v === 'string', checks);
export const num = (...checks: Check[]) => typed('number', (v) => Number.isFinite(v), checks);
export const int = (...checks: Check[]) => typed('int', (v) => Number.isSafeInteger(v), checks);
export const bool = typed('boolean', (v) => typeof v === 'boolean', []);
export const unknown: Step = (v) => v;

export const regex = (pattern: RegExp, message: string) => (v: string) => {
  pattern.lastIndex = 0; // a g or y flag would otherwise carry the last match's position (zod resets it)
  return pattern.test(v) ? undefined : message;
};
export const startsWith = (prefix: string) => (v: string) =>
  v.startsWith(prefix) ? undefined : `must start with "${prefix}"`;
/** A string's length in code points, as zod counts it ("😀" is one); an array's, in items. */
export function sizeOf(v: string | { length: number }): number {
  if (typeof v !== 'string') return v.length;
  let size = 0;
  for (const _ of v) size++;
  return size;
}
export const minLength = (min: number) => (v: string | { length: number }) =>
  sizeOf(v) >= min ? undefined : `must have at least ${min} characters`;
export const maxLength = (max: number) => (v: string | { length: number }) =>
  sizeOf(v) <= max ? undefined : `must have at most ${max} characters`;
export const above = (min: number, inclusive: boolean) => (v: number) =>
  (inclusive ? v >= min : v > min) ? undefined : `must be ${inclusive ? '≥' : '>'} ${min}`;
export const below = (max: number, inclusive: boolean) => (v: number) =>
  (inclusive ? v <= max : v < max) ? undefined : `must be ${inclusive ? '≤' : '<'} ${max}`;

export const oneOf =
  (values: readonly unknown[]): Step =>
  (v, ctx) =>
    values.includes(v)
      ? v
      : fail(ctx, 'invalid_value', `expected one of ${JSON.stringify(values)}`);

export const optional = (inner: Step): Step =>
  Object.assign((v: unknown, ctx: Ctx) => (v === undefined ? v : inner(v, ctx)), {
    optional: true as const,
  });
export const nullable = (inner: Step): Step =>
  Object.assign((v: unknown, ctx: Ctx) => (v === null ? v : inner(v, ctx)), {
    ...(inner.optional ? { optional: true as const } : {}),
  });

export function array(element: Step): Step {
  return (v, ctx) => {
    if (!Array.isArray(v))
      return fail(ctx, 'invalid_type', `expected array, received ${typeName(v)}`);
    const out: unknown[] = new Array(v.length);
    let ok = true;
    for (let i = 0; i < v.length; i++) {
      ctx.path.push(i);
      out[i] = element(v[i], ctx);
      ctx.path.pop();
      if (out[i] === FAIL) ok = false;
    }
    return ok ? out : FAIL;
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod's `object` (unknown keys dropped) or `looseObject` (kept, after the declared ones). An absent
 * key is allowed only where the step is optional (zod's "nonoptional" otherwise, even for unknown);
 * an undeclared `__proto__` is never copied (assigning it would replace the result's prototype).
 */
export function object(shape: Record<string, Step>, loose: boolean): Step {
  const keys = new Set(Object.keys(shape));
  return (v, ctx) => {
    if (!isObject(v)) return fail(ctx, 'invalid_type', `expected object, received ${typeName(v)}`);
    const out: Record<string, unknown> = {};
    let ok = true;
    for (const key of keys) {
      const step = shape[key]!;
      const present = key in v;
      if (!present && step.optional) continue;
      ctx.path.push(key);
      let read = step(v[key], ctx);
      if (!present && read !== FAIL)
        read = fail(ctx, 'invalid_type', 'expected a value, received none');
      ctx.path.pop();
      if (read === FAIL) ok = false;
      else out[key] = read;
    }
    if (loose)
      for (const key in v)
        if (!keys.has(key) && key !== '__proto__' && Object.hasOwn(v, key)) out[key] = v[key];
    return ok ? out : FAIL;
  };
}

export function record(key: Step, value: Step): Step {
  return (v, ctx) => {
    if (!isObject(v)) return fail(ctx, 'invalid_type', `expected record, received ${typeName(v)}`);
    const out: Record<string, unknown> = {};
    let ok = true;
    for (const k of Object.keys(v)) {
      if (k === '__proto__') continue; // as zod: it would replace the result's prototype
      ctx.path.push(k);
      const readKey = key(k, ctx);
      const read = value(v[k], ctx);
      ctx.path.pop();
      if (readKey === FAIL || read === FAIL) ok = false;
      else out[readKey as string] = read;
    }
    return ok ? out : FAIL;
  };
}

/** The first option that reads the value without an issue (zod's union). */
export function union(options: Step[]): Step {
  const step: Step = (v, ctx) => {
    for (const option of options) {
      const issues: Issue[] = [];
      const read = option(v, { path: ctx.path, issues });
      if (read !== FAIL && issues.length === 0) return read;
    }
    return fail(ctx, 'invalid_union', 'matches none of the expected shapes');
  };
  return options.some((o) => o.optional) ? Object.assign(step, { optional: true as const }) : step;
}

export function pipe(first: Step, then: Step): Step {
  const step: Step = (v, ctx) => {
    const read = first(v, ctx);
    return read === FAIL ? FAIL : then(read, ctx);
  };
  return first.optional ? Object.assign(step, { optional: true as const }) : step;
}

/** A contract transform, which reports a value it cannot read by pushing an issue. */
export const transform =
  (fn: (value: never, ctx: TransformContext) => unknown): Step =>
  (v, ctx) => {
    const issues: { message: string }[] = [];
    const out = fn(v as never, { issues });
    for (const issue of issues) fail(ctx, 'custom', issue.message);
    return issues.length ? FAIL : out;
  };

export function reader<T>(step: Step): Reader<T> {
  return {
    safeParse(input) {
      const ctx: Ctx = { path: [], issues: [] };
      const data = step(input, ctx);
      return data === FAIL || ctx.issues.length
        ? { success: false, error: { issues: ctx.issues } }
        : { success: true, data: data as T };
    },
  };
}
