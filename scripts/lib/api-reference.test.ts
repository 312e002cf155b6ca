// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiReference, servedOpenApi, typeOf } from './api-reference';

describe('docs/api.md', () => {
  it('is what the served OpenAPI document renders to (run `npm run docs:api` after a change)', async () => {
    const rendered = await renderApiReference(await servedOpenApi());
    expect(readFileSync('docs/api.md', 'utf8')).toBe(rendered);
    // Prettier loads its Markdown plugin on the first format: 12.4 s with the machine's load at 30
    // (2026-11-29), within a hair of the 15 s default.
  }, 45_000);

  it('names every path the sandbox serves', async () => {
    const doc = await servedOpenApi();
    const text = readFileSync('docs/api.md', 'utf8');
    for (const [path, methods] of Object.entries(doc.paths))
      for (const method of Object.keys(methods))
        expect(text).toContain(`### \`${method.toUpperCase()} ${path}\``);
  });

  it('shows every sandbox tool in a curl example (a real-HTTP test runs each: README, "For integrators")', async () => {
    const doc = await servedOpenApi();
    const text = readFileSync('docs/api.md', 'utf8');
    const commands = [...text.matchAll(/```sh\n([\s\S]*?)```/g)]
      .flatMap((block) => block[1]!.replace(/\\\n\s*/g, ' ').split('\n'))
      .filter((line) => /^(?:[A-Z_]+=\$\()?curl /.test(line));
    let tools = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        if (!op.tags?.includes('Sandbox tools')) continue;
        tools++;
        // `{id}` is any one path segment; `?` or a quote or a space ends the path.
        const route = path.replace(/\{\w+\}/g, '[^/\\s"?]+');
        const verb = method === 'get' ? '(?!.*-X )' : `(?=.*-X ${method.toUpperCase()} )`;
        const shown = new RegExp(
          `^${verb}.*/v1/api${route}(?=[?"'\\s]|$)|^${verb}.*\\$API${route}(?=[?"'\\s]|$)`,
        );
        expect(
          commands.some((line) => shown.test(line)),
          `${method.toUpperCase()} ${path}`,
        ).toBe(true);
      }
    expect(tools).toBe(16);
  });

  it('shows a query parameter’s describe() text (decision 034: the docs come from the contract)', async () => {
    const text = readFileSync('docs/api.md', 'utf8');
    expect(text).toMatch(/\| `card` +\| query +\| no +\| [^|]+\| If omitted, a network is chosen/);
    expect(text).toMatch(/\| `page` +\| query +\| no +\| [^|]+\| [^|]*Page number, from 1/);
  });

  it('writes answers out: list items, the merchant’s fields, the webhook payload and headers (decision 037)', () => {
    const text = readFileSync('docs/api.md', 'utf8');
    // No answer is just "object".
    expect(text).not.toMatch(/^\| 2\d\d +\| [^|]+\| object +\|$/m);
    expect(text).toContain('Each item of `data` ([CardListItem](#cardlistitem)):');
    expect(text).toMatch(
      /\| `merchant` +\| \{ name: string, category: string, mcc: string, country: string \}/,
    );
    const events = text.slice(text.indexOf('## Webhook events'));
    expect(events).toContain('`X-Webhook-Signature`');
    expect(events).toContain('| `card.funded` ');
    expect(text).toContain('absent from `GET /cards` until the first deposit confirms');
    for (const variable of ['API', 'SEED', 'CARD_ID', 'WEBHOOK_ID', 'DELIVERY_ID'])
      expect(text).toMatch(new RegExp(`\\| \`\\$${variable}\` +\\| \\S`));
  });

  it('writes types in words', () => {
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Card' } })).toBe(
      '[Card](#card)[]',
    );
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(typeOf({ enum: ['visa', 'mastercard'] })).toBe('`"visa"` or `"mastercard"`');
  });
});
