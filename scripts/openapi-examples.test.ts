// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { listOf, pageOf } from '../src/contract/common';
import { OPERATIONS } from '../src/contract/operations';
import { servedOpenApi } from './lib/api-reference';
import { EXAMPLES_FILE, examplesText, type Example } from './lib/openapi-examples';

type Media = { example?: unknown };
type DocumentedOperation = {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

describe('the OpenAPI document’s examples (decision 037)', () => {
  const examples = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, Example>;

  it('are what running the operations gives (run `npm run gen:examples` after a change)', async () => {
    expect(readFileSync(EXAMPLES_FILE, 'utf8')).toBe(await examplesText());
  }, 30_000);

  it('cover every operation of the served document: its request where it takes a body, and its answer', async () => {
    const doc = (await servedOpenApi()) as unknown as {
      paths: Record<string, Record<string, DocumentedOperation>>;
    };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (op.requestBody && op.requestBody.content['application/json']?.example === undefined)
          missing.push(`${name}: request`);
        const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
        const media = Object.values(success?.[1].content ?? {});
        if (!media.some((one) => one.example !== undefined)) missing.push(`${name}: answer`);
      }
    expect(missing).toEqual([]);
  });

  it('are one per operation, each request and answer one its schema reads', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(OPERATIONS).sort());
    for (const [id, example] of Object.entries(examples)) {
      const op = OPERATIONS[id as keyof typeof OPERATIONS];
      expect([example.status, id]).toEqual([op.status ?? 200, id]);
      const body = (op as { body?: z.ZodMiniType }).body;
      if (body) expect(z.safeParse(body, example.request).success, `${id}: request`).toBe(true);
      const doc = op.response as Record<string, unknown>;
      const schema =
        'one' in doc
          ? (doc.one as z.ZodMiniType)
          : 'list' in doc
            ? (doc.paginated ? pageOf : listOf)(doc.list as z.ZodMiniType)
            : 'oneOf' in doc
              ? z.union(doc.oneOf as [z.ZodMiniType, z.ZodMiniType])
              : null;
      if (schema) expect(z.safeParse(schema, example.response).success, id).toBe(true);
    }
  });

  it('are in the served document, request and answer', async () => {
    const doc = (await servedOpenApi()) as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const fund = doc.paths['/cards/{card_id}/fund']!.post as {
      requestBody: { content: { 'application/json': { example: unknown } } };
      responses: {
        200: { content: { 'application/json': { example: { funded_amount: number } } } };
      };
    };
    expect(fund.requestBody.content['application/json'].example).toEqual({ amount: 250 });
    expect(fund.responses[200].content['application/json'].example.funded_amount).toBe(250);
  });
});
