import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getManifest } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECACHED_FILES } from './installable-app';

/** A built `dist/` in small: a file of each kind the build writes (names as Vite gives them). */
const BUILT = [
  'index.html',
  'welcome.html',
  'welcome/index.html',
  'assets/index-B1x9aQ.js',
  'assets/index-B1x9aQ.js.map',
  'assets/index-B1x9aQ.js.br',
  'assets/index-C2y8bR.css',
  'assets/statement-pdf-D3z7cS.js',
  'assets/DejaVuSans-Bq4kT2w1.ttf',
  'favicon.svg',
  '_headers',
  '.vite/manifest.json',
];

const dist = mkdtempSync(join(tmpdir(), 'precache-'));
for (const file of BUILT) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), file);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** What Workbox itself would precache from that `dist/` with the worker's patterns (decision 010). */
async function precached() {
  const { manifestEntries } = await getManifest({ globDirectory: dist, ...PRECACHED_FILES });
  return (manifestEntries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url));
}

describe('the files the service worker precaches', () => {
  it('holds the statement font, so a Russian or Vietnamese statement is made offline (decision 045)', async () => {
    expect(await precached()).toContain('assets/DejaVuSans-Bq4kT2w1.ttf');
  });

  it('holds the built pages, scripts and styles once each, and none of the copies and maps', async () => {
    expect((await precached()).sort()).toEqual([
      'assets/DejaVuSans-Bq4kT2w1.ttf',
      'assets/index-B1x9aQ.js',
      'assets/index-C2y8bR.css',
      'assets/statement-pdf-D3z7cS.js',
      'favicon.svg',
      'index.html',
      'welcome.html',
    ]);
  });
});
