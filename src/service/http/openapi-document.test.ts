// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { testService } from '../testing';
import { buildOpenApi } from './openapi';
import { ROUTES } from './routes';
import { SPEC_PATH_PARAMS } from './spec-path-params';

/** Issue #50 item 3, decision 037: the served document is faithful to the contract and the spec. */
type Parameter = { name: string; in: string; schema: { type?: string } };
type Doc = ReturnType<typeof buildOpenApi> & {
  paths: Record<
    string,
    Record<string, { parameters: Parameter[]; requestBody?: { required: boolean } }>
  >;
};
const document = () => JSON.parse(JSON.stringify(buildOpenApi(ROUTES))) as Doc;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 to a third-party validator (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(document() as never)).resolves.toBeTruthy();
  });

  it("names each spec path's parameters as the spec does, with the spec's types", () => {
    const doc = document();
    for (const [key, spec] of Object.entries(SPEC_PATH_PARAMS)) {
      const [method, path] = key.split(' ') as [string, string];
      const op = doc.paths[path]?.[method.toLowerCase()];
      expect(op, key).toBeDefined();
      const params = op!.parameters;
      expect(
        params.filter((p) => p.in === 'path').map((p) => p.name),
        key,
      ).toEqual(spec.path);
      for (const { name, type } of spec.query) {
        const param = params.find((p) => p.in === 'query' && p.name === name);
        expect(param?.schema.type, `${key} ${name}`).toBe(type);
      }
    }
  });

  it('bounds no integer at ±(2^53 − 1) and tells every timestamp as a date-time', () => {
    const text = JSON.stringify(document());
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(text).toContain('"format":"date-time"');
  });

  it('says the PATCH body is optional, and the sandbox reads none as no change', async () => {
    const { call, fundedAccount } = testService({ limits: false });
    const { seed, cardId } = await fundedAccount(100);
    const op = document().paths['/cards/{card_id}']!.patch as {
      requestBody: { required: boolean };
    };
    expect(op.requestBody.required).toBe(false);
    const before = await call('GET', `/cards/${cardId}`, { seed });
    const patched = await call('PATCH', `/cards/${cardId}`, { seed });
    expect([patched.status, patched.body]).toEqual([200, before.body]);
  });

  it('gives openapi-typescript a client that types a fund flow: integer per_page, required secret and otp', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vcs-openapi-client-'));
    try {
      const types = astToString(await openapiTS(document() as never));
      writeFileSync(join(dir, 'openapi.gen.ts'), types);
      copyFileSync(
        new URL('./openapi-client/fund-flow.ts', import.meta.url),
        join(dir, 'fund-flow.ts'),
      );
      // One tsc process on the two files: 8.8 s measured on this machine shared by 8 agents
      // (2026-11-29); the timeout leaves room for the load.
      const tsc = promisify(execFile)(
        process.execPath,
        [
          'node_modules/typescript/bin/tsc',
          '--noEmit',
          '--strict',
          '--noUncheckedIndexedAccess',
          '--target',
          'ES2022',
          '--module',
          'ESNext',
          '--moduleResolution',
          'bundler',
          '--lib',
          'ES2023,DOM',
          '--types',
          'node',
          '--skipLibCheck',
          join(dir, 'fund-flow.ts'),
          join(dir, 'openapi.gen.ts'),
        ],
        { timeout: 55_000 },
      );
      await expect(tsc.then((r) => r.stdout)).resolves.toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
