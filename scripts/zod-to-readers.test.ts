// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as steps from '../src/api/wire-reader';
import { Compiler } from './lib/zod-to-readers';

/** A schema compiled as the generator writes it, and evaluated with the steps in scope. */
function compile(schema: z.ZodMiniType): steps.Reader<unknown> {
  const compiler = new Compiler(new Map());
  compiler.count(schema);
  const expr = compiler.expr(schema);
  const body = `${compiler.lines.join('\n').replace(/export const/g, 'const')}\nreturn ${expr};`;
  const make = new Function(...Object.keys(steps), body) as (...args: unknown[]) => steps.Step;
  return steps.reader(make(...Object.values(steps)));
}

function agree(schema: z.ZodMiniType, inputs: unknown[]): void {
  const reader = compile(schema);
  for (const input of inputs) {
    const expected = schema.safeParse(input);
    const actual = reader.safeParse(input);
    const where = JSON.stringify(input);
    expect(actual.success, where).toBe(expected.success);
    if (actual.success && expected.success) {
      expect(actual.data, where).toStrictEqual(expected.data);
      expect(Object.getPrototypeOf(actual.data), where).toBe(Object.getPrototypeOf(expected.data));
    }
  }
}

describe('zod-to-readers: the edges where a hand-written reader could differ from zod', () => {
  it('absent keys, and keys named like Object.prototype members or __proto__', () => {
    agree(z.looseObject({ a: z.unknown(), b: z.optional(z.string()) }), [
      {},
      { a: 1 },
      JSON.parse('{"a":1,"__proto__":{"team":"ops"}}'),
      { a: 1, constructor: 'x', toString: 2, extra: [1] },
    ]);
    agree(z.object({ a: z.nullable(z.int()) }), [{ a: null }, { a: 1.5 }, { a: 1, b: 2 }, []]);
  });

  it('records skip a __proto__ key as zod does', () => {
    agree(z.record(z.string(), z.string()), [
      JSON.parse('{"__proto__":{"x":"y"},"k":"v"}'),
      JSON.parse('{"__proto__":5}'),
      { k: 1 },
      [],
    ]);
  });

  it('a regex with a g flag, and lengths in code points', () => {
    agree(z.string().check(z.regex(/ab/g, 'ab')), ['ab', 'ab', 'xab', 'ba']);
    agree(z.string().check(z.minLength(2)), ['😀', '😀😀', 'ab']);
    agree(z.string().check(z.maxLength(1)), ['😀', 'ab']);
    agree(z.number().check(z.minimum(0), z.lt(10)), [0, -0, 9.99, 10, Infinity, NaN, '1']);
  });

  it('refuses what its steps do not implement, rather than reading it loosely', () => {
    for (const schema of [
      z.email(),
      z.int32(),
      z.coerce.number(),
      z.record(z.enum(['a', 'b']), z.string()),
      z.array(z.string()).check(z.minLength(1)),
      z.optional(z.string()).check(z.refine(() => true)),
      z.looseObject({}).check(z.refine(() => true)),
    ])
      expect(() => compile(schema as z.ZodMiniType)).toThrow(/not compiled/);
  });
});
