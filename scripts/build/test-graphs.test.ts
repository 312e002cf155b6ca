import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { filesThatReplaceModules } from './test-graphs';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'test-graphs-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

it('finds the test files that replace or reset modules, and only test files', () => {
  // Built, so that this file's own text replaces nothing (the second test reads it).
  const vi = (call: string) => `vi.${call}`;
  const root = tree({
    'src/a.test.tsx': vi("mock('./x', () => ({}));"),
    'src/deep/b.test.ts': vi('doMock("y", factory);'),
    'src/deep/c.test.ts': `beforeEach(() => ${vi('resetModules()')});`,
    'src/d.test.ts': `vi.\n  ${'mock'}('./z');`,
    'src/plain.test.ts': `${vi('fn()')}; ${vi("spyOn(console, 'log')")}; ${vi('mocked(f)')}`,
    'src/helper.ts': vi("mock('./not-a-test');"),
    'src/node_modules/pkg/e.test.ts': vi("mock('./dep');"),
  });
  expect(filesThatReplaceModules(root, ['src'])).toEqual([
    'src/a.test.tsx',
    'src/d.test.ts',
    'src/deep/b.test.ts',
    'src/deep/c.test.ts',
  ]);
});

it('no test of the service, the servers or the scripts replaces a module: they share one graph', () => {
  // vite.config.ts runs these without isolation and gives only src/ files a graph of their own;
  // a file here that needs one would run with another file's modules.
  const root = join(import.meta.dirname, '..', '..');
  expect(filesThatReplaceModules(root, ['src/service', 'scripts', 'server', 'packages'])).toEqual(
    [],
  );
});
