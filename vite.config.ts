/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * A strict Content Security Policy for the built app (docs/decisions/003-csp.md): no inline or
 * third-party scripts; connections only to this origin, the configured API origin and loopback
 * sandbox servers (`npm run api`). Only for builds: the dev server needs inline scripts.
 */
function contentSecurityPolicy(apiBaseUrl: string | undefined): Plugin {
  const apiOrigin = apiBaseUrl && /^https?:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin} http://127.0.0.1:* http://localhost:*`.replace(/\s+/g, ' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      ),
  };
}

// VITE_PROXY_TARGET: when set, `/v1/api` on the dev/preview server is proxied to that origin,
// so a live API without CORS can be used from `npm run dev` / `npm run preview`.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.VITE_PROXY_TARGET;
  const proxy = proxyTarget
    ? { '/v1/api': { target: proxyTarget, changeOrigin: true, secure: true } }
    : undefined;
  return {
    plugins: [react(), tailwindcss(), contentSecurityPolicy(env.VITE_API_BASE_URL)],
    // Zod without eval, configured before any schema is built (src/lib/zod.ts).
    resolve: {
      alias: [
        { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod.ts', import.meta.url)) },
      ],
    },
    server: { proxy, host: '127.0.0.1' },
    preview: { proxy, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: true, manifest: true },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
