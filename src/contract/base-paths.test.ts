// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, belowPattern, pathBelow } from './base-paths';

const root = new URL('../../', import.meta.url);
const DECLARED_IN = 'src/contract/base-paths.ts';
/** The code of src/, server/, scripts/ and the bundler's config: tests and generated files aside. */
const sources = [
  ...['src', 'server', 'scripts'].flatMap((dir) =>
    readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' })
      .map((path) => `${dir}/${path.replaceAll('\\', '/')}`)
      .filter((path) => /\.(ts|tsx|mts)$/.test(path) && !/\.(test|test-d|gen)\./.test(path)),
  ),
  'vite.config.ts',
].filter((path) => path !== DECLARED_IN);

/** Drops comments, so a base named in a doc comment is not taken for one in the code. */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * A base spelled again: as a regex (`\/v1\/api`), or opening a string or following an
 * interpolated origin (`'/alerts/key'`, `` `${origin}/v1/api` ``). Words in messages that name the
 * base to a person (`ends in /v1/api`) are not matched.
 */
export function respelledBases(text: string): string[] {
  const pattern = /\\\/(?:v1\\\/api|alerts)\b|[`'"}]\/(?:v1\/api|alerts)(?![\w-])/g;
  return [...code(text).matchAll(pattern)].map((m) => m[0]);
}

describe('a base path, matched as whole segments (issue #49 item 3)', () => {
  it('gives the rest below the base, or null', () => {
    expect(pathBelow(API_BASE_PATH, '/v1/api/cards/card_1')).toBe('/cards/card_1');
    expect(pathBelow(API_BASE_PATH, '/v1/api')).toBe('');
    expect(pathBelow(API_BASE_PATH, '/v1/api/')).toBe('/');
    for (const path of ['/v1/apis', '/v1/apis/cards', '/x/v1/api/cards', '/v1', '/'])
      expect(pathBelow(API_BASE_PATH, path), path).toBeNull();
  });

  it('finds the base after a prefix only when asked', () => {
    expect(pathBelow(API_BASE_PATH, '/x/v1/api/cards', true)).toBe('/cards');
    expect(pathBelow(API_BASE_PATH, '/v1/apis/v1/api/wallet', true)).toBe('/wallet');
    expect(pathBelow(API_BASE_PATH, '/x/v1/apis', true)).toBeNull();
  });

  it('is a pattern for lists that take one', () => {
    const pattern = belowPattern(API_BASE_PATH);
    expect(String(pattern)).toBe(String(/^\/v1\/api(\/|$)/));
    expect(['/v1/api', '/v1/api/cards'].every((p) => pattern.test(p))).toBe(true);
    expect(['/v1/apis', '/x/v1/api', '/cards'].some((p) => pattern.test(p))).toBe(false);
    expect(belowPattern('/a.b').test('/aXb')).toBe(false);
  });
});

describe('each base is spelled once, in base-paths.ts (issue #49 item 3)', () => {
  it('finds a base spelled again where there is one', () => {
    const text = [
      "const rest = path.replace(/^\\/v1\\/api/, '');",
      "fetch('/alerts/key'); fetch(`${origin}/v1/api/cards`);",
      '// a comment may say /v1/api; t`The base URL ends in /v1/api`; /v1/apis',
    ].join('\n');
    expect(respelledBases(text)).toEqual(['\\/v1\\/api', "'/alerts", '}/v1/api']);
  });

  it.each(sources)('%s uses the declared base', (path) => {
    expect(respelledBases(readFileSync(new URL(path, root), 'utf8'))).toEqual([]);
  });
});
