// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('./', import.meta.url);
// wire-readers.gen.ts is written from the declarations (scripts/wire-readers.ts), paths included;
// scripts/wire-readers.test.ts fails when it differs from them.
const sources = readdirSync(dir).filter(
  (name) => /\.tsx?$/.test(name) && !/\.(test|gen)\.tsx?$/.test(name),
);

/** Drops comments, so a path named in a doc comment is not taken for one in the code. */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** String literals (quotes or backticks) that begin with `/`: an API path or a fragment of one. */
export function pathLiterals(text: string): string[] {
  return [...code(text).matchAll(/(['"`])(\/[^'"`\n]*)\1/g)].map((m) => m[2]!);
}

describe('src/api writes no API path (issue #30, decision 006)', () => {
  it('finds a path literal where there is one', () => {
    expect(pathLiterals("send({ path: `/cards/${id}` }); get('/bins'); // '/x'")).toEqual([
      '/cards/${id}',
      '/bins',
    ]);
  });

  it.each(sources)('%s calls the contract’s declarations, not paths', (name) => {
    expect(pathLiterals(readFileSync(new URL(name, dir), 'utf8'))).toEqual([]);
  });
});
