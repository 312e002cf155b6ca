// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiReference, servedOpenApi, typeOf } from './api-reference';

describe('docs/api.md', () => {
  it('is what the served OpenAPI document renders to (run `npm run docs:api` after a change)', async () => {
    const rendered = await renderApiReference(await servedOpenApi());
    expect(readFileSync('docs/api.md', 'utf8')).toBe(rendered);
  });

  it('names every path the sandbox serves', async () => {
    const doc = await servedOpenApi();
    const text = readFileSync('docs/api.md', 'utf8');
    for (const [path, methods] of Object.entries(doc.paths))
      for (const method of Object.keys(methods))
        expect(text).toContain(`### \`${method.toUpperCase()} ${path}\``);
  });

  it('writes types in words', () => {
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Card' } })).toBe(
      '[Card](#card)[]',
    );
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(typeOf({ enum: ['visa', 'mastercard'] })).toBe('`"visa"` or `"mastercard"`');
  });
});
