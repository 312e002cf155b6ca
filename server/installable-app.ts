/**
 * The installable app (docs/decisions/010-installable-app.md): the web manifest and a service
 * worker that precaches the built static files only, through vite-plugin-pwa (Workbox).
 */
import { VitePWA } from 'vite-plugin-pwa';
import { resolveConfig, type Plugin } from 'vite';
import { API_BASE_PATH, belowPattern } from '../src/contract/base-paths';

/** Paths the worker never answers: the API, whichever way it is reached. */
export const NEVER_FROM_CACHE = belowPattern(API_BASE_PATH);

/**
 * The built files the worker precaches (decision 010): not the source maps, the .br/.gz copies,
 * _headers or .vite/manifest.json; the prerendered pages once each (welcome.html;
 * welcome/index.html is the same page). And DejaVu Sans, the font a Russian or Vietnamese
 * statement embeds (decision 045): fetched only when such a statement is made, it must be here
 * for one made offline. It is no part of any page's first load (a lazy `?url` import).
 */
export const PRECACHED_FILES = {
  globPatterns: ['**/*.{js,css,html,svg,woff2}', 'assets/DejaVuSans-*.ttf'],
  globIgnores: ['*/index.html'],
};

export function installableApp() {
  return VitePWA({
    // A toast asks before a new version takes over (src/app/update-prompt.ts); the page registers
    // the worker itself, lazily (src/app/pwa.ts), so nothing is injected into index.html.
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Virtual Cards',
      short_name: 'Cards',
      description: 'Cardholder dashboard for virtual Visa and Mastercard cards funded with crypto.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // index.html's theme-color and the light page's background (slate-50).
      theme_color: '#1d3fd8',
      background_color: '#f8fafc',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Built files only (the icons and the manifest are added by the plugin).
      ...PRECACHED_FILES,
      // Card alerts: push, the demo's messages and notification clicks (decision 025).
      importScripts: ['/sw-push.js'],
      // No runtimeCaching: any request that is not a precached file goes to the network untouched,
      // so no API answer is ever stored by the worker.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [NEVER_FROM_CACHE],
      // A guard: a file under public/v1/api would be precached and then answered from the cache.
      manifestTransforms: [
        (entries) => {
          const api = entries.filter((e) =>
            NEVER_FROM_CACHE.test(new URL(e.url, 'https://x/').pathname),
          );
          if (api.length) throw new Error(`API paths in the precache: ${api.map((e) => e.url)}`);
          return { manifest: entries, warnings: [] };
        },
      ],
    },
  });
}

type PwaApiPlugin = Plugin & { api?: { disabled: boolean; generateSW(): Promise<unknown> } };

/**
 * Writes the service worker again from what `outDir` holds now. scripts/prerender.ts rewrites
 * index.html and adds the prerendered pages after `vite build`, so the worker the build wrote would
 * precache an outdated revision of index.html and no prerendered page.
 */
export async function rebuildServiceWorker(outDir: string): Promise<void> {
  const config = await resolveConfig(
    // 'info': the plugin says how many files the final worker precaches.
    { build: { outDir }, logLevel: 'info' },
    'build',
    'production',
  );
  const pwa = config.plugins.find((p) => p.name === 'vite-plugin-pwa') as PwaApiPlugin | undefined;
  if (!pwa?.api) throw new Error('vite-plugin-pwa is not in the Vite config');
  if (!pwa.api.disabled) await pwa.api.generateSW();
}
