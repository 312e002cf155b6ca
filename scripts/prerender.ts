/**
 * Prerenders pages (issue #18): builds src/app/prerender.tsx for Node with the same Vite config
 * and environment as the browser build, renders each page of its PRERENDERED list (the public
 * pages; the signed-in list pages' frame and header) and writes each into a copy of the build's
 * index.html (`<dir>/welcome.html` and `<dir>/welcome/index.html`, …) with `data-prerendered` and
 * `data-session` on #root, and for the public pages a modulepreload for every chunk they need to
 * hydrate. Run after `vite build`: `tsx scripts/prerender.ts [--outDir dist]`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { rebuildServiceWorker } from '../server/installable-app';
import type * as Prerender from '../src/app/prerender';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = resolve(values.outDir!);
// Inside node_modules so the server bundle resolves its packages; one folder per output folder,
// so two builds at once (two checkouts sharing node_modules, dist beside dist-live) never collide.
const ssrDir = resolve(
  `node_modules/.prerender-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}`,
);

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

await build({
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
});
const { PRERENDERED, renderPage } = (await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
)) as typeof Prerender;

/** The chunks a page's module loads at once (the entry's own are already in index.html). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const inEntry = closure(entryKey);

const template = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
if (template.includes(manifest['src/app/session-layout.tsx']!.file))
  throw new Error('this build is prerendered already: run vite build first');
for (const { path, signedIn, route, file } of PRERENDERED) {
  const html = await renderPage(path, signedIn);
  const routeKey = `src/app/routes/${route}.tsx`;
  if (!manifest[routeKey]) throw new Error(`${routeKey} is not in the build manifest`);
  // The public pages preload their chunks. The signed-in pages do not: main.tsx asks for the
  // page and the session's frame at once, and 30 preloads in <head> delayed the first paint of
  // their HTML by 0.4 s in Lighthouse's simulated slow 4G (decision 005, third pass).
  const preloads = signedIn
    ? ''
    : [...closure(routeKey)]
        .filter((file) => !inEntry.has(file))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />\n`)
        .join('');
  const page = template
    .replace('</head>', `${preloads}  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${path}" data-session="${signedIn ? 'in' : 'out'}">${html}</div>`,
    );
  if (file) {
    // A frame for many paths (a card's page): one file, which the servers map them to.
    // Its folder may not be made yet: the pages come in their files' order (decision 035).
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), page);
    console.log(`prerendered ${path} as ${file}: ${(page.length / 1024).toFixed(1)} KB of HTML`);
    continue;
  }
  // `welcome.html` for hosts that map /welcome to it (vite preview, Netlify, Cloudflare Pages);
  // `welcome/index.html` for directory-style hosts (npm run serve).
  writeFileSync(join(outDir, `${path}.html`), page);
  mkdirSync(join(outDir, path), { recursive: true });
  writeFileSync(join(outDir, path, 'index.html'), page);
  console.log(`prerendered ${path}: ${(page.length / 1024).toFixed(1)} KB of HTML`);
}
rmSync(ssrDir, { recursive: true, force: true });

// index.html is what every other route gets: the signed-in pages (and not-found). They all need
// the session's frame before their first data: fetch it beside the entry instead of after it
// (decision 005). Not the in-browser sandbox: a person connected to the sandbox server or the real
// provider must not download it; main.tsx imports it at once when the demo is the connection.
const signedInPreloads = [...closure('src/app/session-layout.tsx')]
  .filter((file) => !inEntry.has(file))
  .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />`)
  .join('\n');
writeFileSync(
  join(outDir, 'index.html'),
  template.replace('</head>', `${signedInPreloads}\n  </head>`),
);
console.log(
  `index.html: ${signedInPreloads.split('\n').length} chunks preloaded for signed-in pages`,
);

// The service worker precaches index.html and the prerendered pages as they are now, not as
// `vite build` left them (decision 010).
await rebuildServiceWorker(outDir);
