/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { precompress } from './server/precompress';
import { englishMessages } from './server/english-messages';
import { firstPaintScript, scriptHashSource } from './server/first-paint';
import { installableApp } from './server/installable-app';
import { apiOrigins, cspPolicy, headersFile, securityHeaders } from './server/security-headers';
import { API_BASE_PATH } from './src/contract/errors';
import { frameFileFor } from './src/lib/prerendered-frames';
import { CHUNK_GROUPS } from './scripts/build/chunk-groups';
import { pageRoutes } from './scripts/build/page-routes';
import { filesThatReplaceModules } from './scripts/build/test-graphs';

/**
 * The policy as a <meta> in index.html (any static host), and every security header in
 * dist/_headers (Netlify/Cloudflare Pages read it; `npm run serve` sends it), and the one inline
 * script the policy allows by its hash (server/first-paint.ts). Builds only: the dev server injects
 * inline scripts of its own and serves no prerendered page.
 */
function contentSecurityPolicy(policy: string, headers: Record<string, string>): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) => {
      // After <meta charset> (it must be in the first 1024 bytes), before anything else: the
      // policy governs what follows it, and the first-paint check runs before the body paints.
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html has no ${charset}`);
      return html.replace(
        charset,
        `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />` +
          `\n    <script>${firstPaintScript()}</script>`,
      );
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
  };
}

/**
 * `vite preview` serves a prerendered frame (a card's page) for every path it stands for, as
 * `npm run serve` does (src/lib/prerendered-frames.ts); otherwise its fallback is index.html.
 */
function prerenderedFrames(): Plugin {
  return {
    name: 'prerendered-frames',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname, query = ''] = (req.url ?? '/').split('?');
        const file = req.method === 'GET' || req.method === 'HEAD' ? frameFileFor(pathname!) : '';
        if (file) req.url = `/${file}${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

const reactRouterProduction = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const NODE_TESTS = [
  'src/service/**/*.test.ts',
  'scripts/**/*.test.ts',
  'server/**/*.test.ts',
  'packages/**/*.test.ts',
];
/** Test files that replace modules: each runs in a module graph of its own. */
const ownGraph = filesThatReplaceModules(fileURLToPath(new URL('.', import.meta.url)), ['src']);

// VITE_PROXY_TARGET: when set, `/v1/api` on the dev/preview server is proxied to that origin,
// so a live API without CORS can be used from `npm run dev` / `npm run preview`.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.VITE_PROXY_TARGET;
  // connect-src: this origin, the build's API origin, VITE_API_ORIGINS (https origins a user may
  // pick in Settings → Connection) and loopback sandbox servers (server/security-headers.ts).
  const policy = cspPolicy({
    apiBaseUrl: env.VITE_API_BASE_URL,
    apiOrigins: apiOrigins(env.VITE_API_ORIGINS),
    scriptHashes: [scriptHashSource(firstPaintScript())],
  });
  const headers = securityHeaders(policy);
  const proxy = proxyTarget
    ? { [API_BASE_PATH]: { target: proxyTarget, changeOrigin: true, secure: true } }
    : undefined;
  return {
    plugins: [
      // Lingui's macros (Trans, t, msg) turned into catalogue lookups, only in the files that use
      // them, before React's transform; .po catalogues imported as compiled messages (decision 011).
      babel({
        presets: [
          defineRolldownBabelPreset({
            // English words stay in the code: no English catalogue to load (english-messages.ts).
            preset: {
              plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
            },
            rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
          }),
        ],
      }),
      lingui(),
      englishMessages(),
      react(),
      tailwindcss(),
      contentSecurityPolicy(policy, headers),
      precompress(),
      installableApp(),
      prerenderedFrames(),
      // A page's `route` declaration without its code, for the route table (decision 035).
      pageRoutes(),
    ],
    resolve: {
      alias: [
        // Zod without eval, configured before any schema is built (src/lib/zod.ts).
        { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod.ts', import.meta.url)) },
        // React Router's package exports only its development build, whose dev warnings stay in
        // the bundle (ENABLE_DEV_WARNINGS = true is the only line that differs from the production
        // build it ships beside it): −0.6 KB gzip on every page (issue #35, decision 005). Builds
        // only: tests and the dev server keep the warnings.
        ...(command === 'build'
          ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
          : []),
        // jsPDF's html() and SVG helpers, unused by the statements (decision 045): not bundled.
        {
          find: /^(html2canvas|canvg|dompurify)$/,
          replacement: fileURLToPath(
            new URL('src/features/statements/jspdf-unused-parts.ts', import.meta.url),
          ),
        },
      ],
    },
    // The demo's sandbox worker (src/demo/sandbox-worker.ts) as a module: it splits into chunks
    // like the page's code (the classic format cannot).
    worker: { format: 'es' },
    server: { proxy, host: '127.0.0.1' },
    preview: { proxy, host: '127.0.0.1', headers },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      // No <link rel=modulepreload> added by script for a dynamic import's dependencies: the
      // browser fetches a chunk's imports as it reads it. Adding ~30 links at start-up was one
      // 117 ms task (4× slower CPU) on a signed-in page's first load (decision 005, third pass).
      // The HTML still preloads what the public pages need (scripts/prerender.ts).
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
      },
      rolldownOptions: {
        output: {
          // The chunk groups, a positive list: scripts/build/chunk-groups.ts (issue #49).
          codeSplitting: {
            // Only the modules a group names: React (a dependency of React Query) stays in the entry.
            includeDependenciesRecursively: false,
            groups: CHUNK_GROUPS,
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: false,
      restoreMocks: true,
      // Files share their worker's module graph and page (decision 033, ninth pass): no new
      // process, jsdom and app import per file, half the suite's CPU. Those that replace modules
      // keep a graph of their own (scripts/build/test-graphs.ts); setup.ts clears the page after
      // each test, and `npm run test:flaky` shuffles the order so a leak shows before it lands.
      isolate: false,
      // The service, the servers and the scripts run in Node, as they do outside the tests: a
      // file there pays no jsdom (about 0.4 s a file; issue #46). Everything else gets the page's.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // No page, no words on screen: the DOM's stand-ins and the i18n catalogs stay out.
            setupFiles: [],
            // None of these replaces a module (scripts/build/test-graphs.test.ts holds them to it).
            include: NODE_TESTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/service/**', ...ownGraph],
          },
        },
        {
          extends: true,
          test: {
            name: 'own-graph',
            setupFiles: ['./src/test/setup.ts'],
            include: ownGraph,
            exclude: ['src/service/**'],
            isolate: true,
          },
        },
      ],
      // Twice the page's 10 s wait (setup.ts): a test of 60 deposits and two pages ran past 15 s at
      // load 14 (deposits-page.test.tsx, decision 033 tenth pass).
      testTimeout: 30_000,
      // Vitest writes what failed to standard error; CI keeps the end of standard output, so the
      // run ends it with the failures' names and errors too (scripts/build/failures-last.ts).
      reporters: ['default', './scripts/build/failures-last.ts'],
      // Vitest's default is one worker fewer than the cores: one on CI's 2 (7 min 5 s for the
      // suite); two measured 4 min 31 s (issue #46). Most of a file's time is jsdom and imports.
      maxWorkers: 2,
    },
  };
});
