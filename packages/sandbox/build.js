/**
 * The package's one file, dist/cli.js (decision 038): the sandbox's node commands bundled from the
 * dashboard's src/ with everything they import, so the tarball runs with no dashboard code. Two
 * stay outside, as dependencies: better-sqlite3 (a native module: npm installs it, and builds or
 * downloads its binary, for the machine that runs the sandbox), and pg and graphile-worker (its
 * webhook jobs), for DATABASE_URL (decision 047): CommonJS that requires Node's modules, which an
 * ESM bundle cannot. `npm pack` runs this first (prepack).
 */
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('dist/', import.meta.url));
const result = await build({
  entryPoints: [fileURLToPath(new URL('src/cli.ts', import.meta.url))],
  outfile: `${dist}cli.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'graphile-worker', 'pg'],
  logLevel: 'warning',
  write: false,
});
// Written aside and renamed over the old file: two packs at once (two test files) never see a
// missing or half-written cli.js.
mkdirSync(dist, { recursive: true });
const [output] = result.outputFiles;
const aside = `${output.path}.${process.pid}`;
writeFileSync(aside, output.contents, { mode: 0o755 });
renameSync(aside, output.path);
console.log(`dist/cli.js: ${(output.contents.length / 1024).toFixed(0)} KB`);
