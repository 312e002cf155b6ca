// @vitest-environment node
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../contract/operations';
import { buildOpenApi, documentedPath } from './openapi';
import { ROUTES } from './routes';
import type { Route } from './route';

/**
 * Issue #49 item 2, decision 034: an operation's request schemas are declared once, in the
 * contract; the sandbox validates with them and the OpenAPI document shows them.
 */
type Declared = { query?: z.core.$ZodType; body?: z.core.$ZodType };
const declaredOf = (route: Route) =>
  OPERATIONS[route.operationId as keyof typeof OPERATIONS] as Declared;
const json = (schema: z.core.$ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io });
/** zod's ±(2^53 − 1) bounds of `z.int()`, which the document drops (decision 037). */
const SAFE = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
const withoutSafeBounds = (schema: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(schema).filter(
      ([key, value]) => !(['minimum', 'maximum'].includes(key) && SAFE.includes(value as number)),
    ),
  );
/** The declared schema itself, or the same object with service-only `.check()`s. */
const derived = (used: z.core.$ZodType, declared: z.core.$ZodType) =>
  used === declared ||
  ((used._zod.def as { shape?: unknown }).shape !== undefined &&
    (used._zod.def as { shape?: unknown }).shape ===
      (declared._zod.def as { shape?: unknown }).shape);

/** What is left to convert: routes whose request schema the sandbox still writes itself. */
const STILL_IN_THE_SANDBOX: string[] = [];

describe('request schemas, declared once', () => {
  const doc = buildOpenApi(ROUTES);
  type Param = { name: string; in: string; schema: unknown; description?: string };
  const operationOf = (route: Route) =>
    doc.paths[documentedPath(route)]![route.method] as {
      parameters: Param[];
      requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
    };

  it('validates with the contract’s schema wherever the contract declares one', () => {
    for (const route of ROUTES) {
      const declared = declaredOf(route);
      if (declared.body) expect(derived(route.body, declared.body), route.operationId).toBe(true);
      if (declared.query)
        expect(derived(route.query, declared.query), route.operationId).toBe(true);
    }
  });

  it('documents each declared body and query as the contract writes it', () => {
    let compared = 0;
    for (const route of ROUTES) {
      const declared = declaredOf(route);
      const op = operationOf(route);
      if (declared.body) {
        const name = op.requestBody!.content['application/json'].schema.$ref.split('/').pop()!;
        expect(doc.components.schemas[name], route.operationId).toEqual(json(declared.body));
        compared++;
      }
      if (declared.query) {
        const shape = (declared.query as z.ZodObject).shape as Record<string, z.core.$ZodType>;
        const params = op.parameters.filter((p) => p.in === 'query');
        expect(params.map((p) => p.name)).toEqual(Object.keys(shape));
        for (const p of params) {
          // A query parameter is shown as the value its text is read into (decision 037).
          const { description, $schema, ...schema } = json(shape[p.name]!, 'output') as Record<
            string,
            unknown
          >;
          expect([p.schema, p.description], `${route.operationId} ${p.name}`).toEqual([
            withoutSafeBounds(schema),
            description,
          ]);
          void $schema;
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(23);
  });

  it('leaves a request schema in the sandbox only where the contract declares none yet', () => {
    const own = ROUTES.filter((route) => {
      const declared = declaredOf(route);
      return (route.body && !declared.body) || (route.query && !declared.query);
    }).map((route) => route.operationId);
    expect(own).toEqual(STILL_IN_THE_SANDBOX);
  });

  it('keeps no request shape in validation.ts or the converted routes (a grep)', () => {
    const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const file of [
      './validation.ts',
      './routes/cards.ts',
      './routes/transactions.ts',
      './routes/webhooks.ts',
      './routes/wallet.ts',
      './routes/three-ds.ts',
      './routes/sandbox.ts',
      './routes/event-stream.ts',
      './routes/sandbox-tools.ts',
      './routes/webhook-tools.ts',
      './routes/sandbox-faults.ts',
      './routes/snapshots.ts',
      './routes/generate.ts',
    ])
      expect(read(file), file).not.toMatch(
        /\bz\.(strictObject|object|looseObject)\(|amountBody|pageQuery/,
      );
  });
});
