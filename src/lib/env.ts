import * as z from 'zod/mini';

/** Build-time configuration, checked with zod so a typo fails loudly at start-up. */
const envSchema = z.object({
  VITE_API_BASE_URL: z._default(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'must be a path or http(s) URL'),
    ),
    '/v1/api',
  ),
  VITE_DEMO: z.pipe(
    z._default(z.enum(['true', 'false', '1', '0', '']), 'true'),
    z.transform((v) => v === 'true' || v === '1' || v === ''),
  ),
});

export type AppEnv = { apiBaseUrl: string; demo: boolean };

export function readEnv(source: Record<string, unknown>): AppEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid build configuration: ${detail}`);
  }
  return {
    apiBaseUrl: parsed.data.VITE_API_BASE_URL.replace(/\/+$/, ''),
    demo: parsed.data.VITE_DEMO,
  };
}

export const env: AppEnv = readEnv(import.meta.env);
