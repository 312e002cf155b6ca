// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { core } from 'zod/mini';
import { OPERATIONS } from '../src/contract/operations';
import * as readings from '../src/contract/client-readings';
import { wireAnswers } from './wire-reader-samples';
import * as appReaders from '../src/api/wire-readers.gen';
import * as sandboxReaders from '../src/api/wire-sandbox-readers.gen';
import type { Reader } from '../src/api/wire-reader';
import { answerSchema, renderWireReaders } from './wire-readers';

type Pair = { name: string; zod: core.$ZodType; compiled: Reader<unknown> };

const compiled = { ...appReaders, ...sandboxReaders } as unknown as Record<
  string,
  { reader?: Reader<unknown> } & Reader<unknown>
>;
const pairs: Pair[] = [
  ...Object.entries(OPERATIONS).flatMap(([id, op]) => {
    const zod = answerSchema(op.response);
    return zod ? [{ name: id, zod, compiled: compiled[id]!.reader! }] : [];
  }),
  ...Object.entries(readings as Record<string, unknown>)
    .filter((entry): entry is [string, core.$ZodType] => typeof entry[1] === 'object')
    .map(([name, zod]) => ({ name, zod, compiled: compiled[name.replace(/Schema$/, '')]! })),
];

/** The sample with one value changed or removed, at every place in it. */
function* variants(value: unknown): Generator<unknown> {
  const replacements = [null, 'x', '', 1.5, -1, 0, 1e300, true, [], {}, '0000'];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      for (const inner of [...variants(value[i]), ...replacements])
        yield value.map((v, j) => (j === i ? inner : v));
    yield [];
  } else if (typeof value === 'object' && value !== null) {
    // Keys an answer should not have, JSON-parsed as own keys (`__proto__` included).
    for (const extra of ['__proto__', 'constructor', 'toString', 'unexpected'])
      for (const inner of [{ team: 'ops' }, 5, null])
        yield JSON.parse(
          JSON.stringify(value)
            .replace(/^\{/, `{${JSON.stringify(extra)}:${JSON.stringify(inner)},`)
            .replace(/,\}$/, '}'),
        );
    for (const key of Object.keys(value)) {
      const { [key]: current, ...rest } = value as Record<string, unknown>;
      yield rest;
      for (const inner of [...variants(current), ...replacements]) yield { ...rest, [key]: inner };
    }
  }
}

/** No object in a reading has another prototype than Object's or Array's (`__proto__` keys). */
function plainThroughout(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  return Object.values(value).every(plainThroughout);
}

/** The answers, made once (a scripted sandbox account) for both tests that read them. */
let answersOnce: Promise<unknown[]> | undefined;
const answers = () => (answersOnce ??= wireAnswers());

function agree(pair: Pair, input: unknown): void {
  const expected = (pair.zod as unknown as Reader<unknown>).safeParse(input);
  const actual = pair.compiled.safeParse(input);
  const where = `${pair.name} on ${JSON.stringify(input)?.slice(0, 300)}`;
  expect(actual.success, where).toBe(expected.success);
  if (actual.success && expected.success) {
    expect(actual.data, where).toStrictEqual(expected.data);
    expect(plainThroughout(actual.data), where).toBe(true);
  }
  if (!actual.success) expect(actual.error.issues.length, where).toBeGreaterThan(0);
}

describe('answers read without zod in the app (decision 005, fourth pass)', () => {
  it('the generated files are what scripts/wire-readers.ts makes of the contract', async () => {
    const files = await renderWireReaders();
    expect(files.size).toBe(3);
    for (const [file, text] of files) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });

  it('writes an object that extends a named one as its fields spread, not written again', () => {
    const app = readFileSync('src/api/wire-readers.gen.ts', 'utf8');
    // cardSummary is z.extend(cardListItem), createCardResult z.extend(cardSummary) (contract/cards.ts).
    expect(app).toContain('export const cardSummaryFields = {\n  ...cardListItemFields,');
    expect(app).toMatch(
      /createCardResultSchema = object\(\s*\{ \.\.\.cardSummaryFields, wallet_balance/,
    );
    // The sandbox's challenge reads its id more strictly and spreads the rest.
    const sandbox = readFileSync('src/api/wire-sandbox-readers.gen.ts', 'utf8');
    expect(sandbox).toMatch(/\{ \.\.\.challengeFields, id: str\(startsWith\('3ds_'\)\) \}/);
  });

  it('covers every declared answer and every tolerant reading', () => {
    expect(pairs.length).toBeGreaterThan(50);
    for (const pair of pairs) expect(typeof pair.compiled.safeParse, pair.name).toBe('function');
  });

  it('reads the sandbox’s own answers and examples exactly as zod does', async () => {
    const all = await answers();
    expect(all.length).toBeGreaterThan(30);
    let accepted = 0;
    for (const pair of pairs)
      for (const answer of all) {
        agree(pair, answer);
        if (pair.compiled.safeParse(answer).success) accepted++;
      }
    // Not vacuous: most operations accept at least one of the answers.
    expect(accepted).toBeGreaterThan(pairs.length);
  });

  it('agrees with zod on every answer changed in one place (missing, null, wrong type, out of range)', async () => {
    let compared = 0;
    for (const answer of await answers()) {
      const matching = pairs.filter((pair) => pair.compiled.safeParse(answer).success);
      for (const changed of variants(answer))
        for (const pair of matching) {
          agree(pair, changed);
          compared++;
        }
    }
    expect(compared).toBeGreaterThan(10_000);
  }, 60_000);
});
