/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';

// VITE_PROXY_TARGET: when set, `/v1/api` on the dev/preview server is proxied to that origin,
// so a live API without CORS can be used from `npm run dev` / `npm run preview`.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.VITE_PROXY_TARGET;
  const proxy = proxyTarget
    ? { '/v1/api': { target: proxyTarget, changeOrigin: true, secure: true } }
    : undefined;
  return {
    plugins: [react(), tailwindcss()],
    server: { proxy, host: '127.0.0.1' },
    preview: { proxy, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: true },
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
