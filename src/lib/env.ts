import { API_BASE_PATH } from '../contract/errors';
/**
 * Build-time configuration, checked so a typo fails loudly at start-up. Plain checks, not a
 * schema: this runs on every page before zod is loaded (decision 005).
 */
export type AppEnv = { apiBaseUrl: string; demo: boolean };

const DEMO_VALUES: Record<string, boolean> = {
  true: true,
  '1': true,
  '': true,
  false: false,
  '0': false,
};

export function readEnv(source: Record<string, unknown>): AppEnv {
  const problems: string[] = [];
  const rawBase = source.VITE_API_BASE_URL ?? API_BASE_PATH;
  const base = typeof rawBase === 'string' ? rawBase.trim() : '';
  if (base === '') problems.push('VITE_API_BASE_URL: must not be empty');
  else if (!(base.startsWith('/') || /^https?:\/\//.test(base)))
    problems.push('VITE_API_BASE_URL: must be a path or http(s) URL');
  const rawDemo = source.VITE_DEMO ?? 'true';
  const demo =
    typeof rawDemo === 'string' && Object.hasOwn(DEMO_VALUES, rawDemo)
      ? DEMO_VALUES[rawDemo]
      : undefined;
  if (demo === undefined) problems.push('VITE_DEMO: must be one of true, false, 1, 0 or empty');
  if (problems.length) throw new Error(`Invalid build configuration: ${problems.join('; ')}`);
  return { apiBaseUrl: base.replace(/\/+$/, ''), demo: demo === true };
}

export const env: AppEnv = readEnv(import.meta.env);
