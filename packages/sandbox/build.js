/**
 * The package's one file, dist/cli.js (decision 038): the sandbox's node commands bundled from the
 * dashboard's src/ with everything they import, so the tarball runs with no dashboard code. Only
 * better-sqlite3 stays outside (a native module: npm installs it, and builds or downloads its
 * binary, for the machine that runs the sandbox). `npm pack` runs this first (prepack).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${here}dist`, { recursive: true, force: true });
const result = await build({
  entryPoints: [`${here}src/cli.ts`],
  outfile: `${here}dist/cli.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3'],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`dist/cli.js: ${(bytes / 1024).toFixed(0)} KB`);
