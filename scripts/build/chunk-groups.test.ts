import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inSessionChunk, SESSION_API } from './chunk-groups';

const root = '/home/me/app';

describe('the session chunk is a positive list (issue #49)', () => {
  it("takes React Query's packages and the API client's named modules", () => {
    expect(inSessionChunk(`${root}/node_modules/@tanstack/query-core/build/modern/query.js`)).toBe(
      true,
    );
    expect(inSessionChunk(`${root}/node_modules/@tanstack/react-query/build/modern/index.js`)).toBe(
      true,
    );
    expect(inSessionChunk(`${root}/src/api/cards.ts`)).toBe(true);
    expect(inSessionChunk(`${root}/src/api/wire-readers.gen.ts`)).toBe(true);
    expect(inSessionChunk(`${root}/src/contract/wire-transforms.ts`)).toBe(true);
  });

  it('leaves out what is not named: the sandbox tools, the entry’s modules, any new module', () => {
    for (const name of [
      'config',
      'errors',
      'error-words',
      'sandbox',
      'sandbox-tools',
      'sandbox-faults',
      'snapshots',
      'webhook-tools',
      'wire-sandbox-readers.gen',
      'use-service-now',
      'a-new-module',
    ])
      expect(inSessionChunk(`${root}/src/api/${name}.ts`), name).toBe(false);
    expect(inSessionChunk(`${root}/src/contract/cards.ts`)).toBe(false);
    expect(inSessionChunk(`${root}/node_modules/react/index.js`)).toBe(false);
    expect(inSessionChunk(`${root}/node_modules/zod/v4/core/core.js`)).toBe(false);
  });

  it('names no module that is gone', () => {
    const files = new Set(readdirSync('src/api').map((file) => file.replace(/\.tsx?$/, '')));
    expect(SESSION_API.filter((name) => !files.has(name))).toEqual([]);
  });
});
