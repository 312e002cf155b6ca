/**
 * npm run size — gzip size of the JavaScript each route loads, from Vite's build manifest.
 * Budgets: the sign-in route ≤ 100 KB gzip; the sandbox (src/service via src/demo) and the
 * charts never in the initial load. Exits 1 on a breach. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  Chunk
>;
const gz = new Map<string, number>();
const size = (file: string) =>
  gz.get(file) ?? gz.set(file, gzipSync(readFileSync(`dist/${file}`)).length).get(file)!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files a chunk loads at once: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const total = (files: Set<string>) => [...files].reduce((sum, f) => sum + size(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const initial = closure(entryKey);
const rows: Array<[string, number, number]> = [['initial (entry)', total(initial), total(initial)]];
const routeKeys = Object.keys(manifest).filter((k) => k.startsWith('src/app/routes/'));
for (const key of routeKeys.sort()) {
  const files = closure(key, new Set(initial));
  const extra = new Set([...files].filter((f) => !initial.has(f)));
  rows.push([
    key.replace('src/app/routes/', 'route ').replace('.tsx', ''),
    total(extra),
    total(files),
  ]);
}
for (const [label, key] of [
  ['demo sandbox (service)', 'src/demo/browser.ts'],
  ['charts (Chart.js)', 'src/features/overview/spending-charts.tsx'],
  ['sandbox panel', 'src/features/sandbox/sandbox-panel.tsx'],
] as const) {
  if (!manifest[key]) continue;
  const extra = new Set([...closure(key)].filter((f) => !initial.has(f)));
  rows.push([label, total(extra), total(new Set([...initial, ...extra]))]);
}

console.log('chunk                               own gzip   with initial');
for (const [label, own, withInitial] of rows)
  console.log(`${label.padEnd(34)} ${kb(own).padStart(10)} ${kb(withInitial).padStart(14)}`);

const failures: string[] = [];
const signIn = rows.find(([label]) => label === 'route sign-in');
if (signIn && signIn[2] > 100 * 1024)
  failures.push(`sign-in route loads ${kb(signIn[2])} of JS (budget 100 KB)`);
for (const key of ['src/demo/browser.ts', 'src/features/overview/spending-charts.tsx']) {
  if (manifest[key] && initial.has(manifest[key]!.file))
    failures.push(`${key} is in the initial load`);
}
const initialCode = [...initial].map((f) => readFileSync(`dist/${f}`, 'utf8')).join('\n');
for (const [marker, what] of [
  ['Chart.register', 'Chart.js'],
  ['idempotency_key_reused', 'the sandbox service'],
] as const) {
  if (initialCode.includes(marker)) failures.push(`${what} is in the initial load`);
}
if (failures.length) {
  console.error(`\nBudget breaches:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll size budgets hold.');
