/**
 * The package's files (decision 039): dist/index.js, the SDK bundled from packages/sdk/src with the
 * contract it is made from (src/contract), so the tarball needs no dashboard code; zod stays outside
 * (a dependency: the declarations name its types). dist/index.d.ts and dist/types/ are the
 * declarations tsc writes for the same files, their relative imports given the `.js` ending an ES
 * module's declarations need under `moduleResolution: node16`. `npm pack` runs this first (prepack).
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(dist, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['zod', 'zod/*'],
  logLevel: 'warning',
  metafile: true,
});

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
const withJs = (text) =>
  text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+?)(?<!\.js)\2/g, '$1$2$3.js$2');
const declarations = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? declarations(path) : path.endsWith('.d.ts') ? [path] : [];
  });
for (const file of declarations(join(dist, 'types')))
  writeFileSync(file, withJs(readFileSync(file, 'utf8')));
writeFileSync(join(dist, 'index.d.ts'), "export * from './types/packages/sdk/src/index.js';\n");

const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`dist/index.js: ${(bytes / 1024).toFixed(0)} KB, declarations in dist/types`);
