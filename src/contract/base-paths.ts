/**
 * Where each API lives below a server's origin, declared once (issue #49 item 3): the card
 * service's, which a connection's base URL ends in, the sandbox answers under and `npm run serve`
 * proxies; and the card alerts' of `npm run serve` (decision 025), always on the page's own site.
 */
export const API_BASE_PATH = '/v1/api';
/** The alerts' routes the page calls (src/contract/alerts-api.ts). */
export const ALERTS_BASE_PATH = '/alerts';
/** Where the card service delivers the alerts' webhooks: `<site>/hooks/<hook id>` (decision 025). */
export const ALERT_HOOKS_BASE_PATH = '/hooks';

/**
 * The rest of `path` below `base` when `path` holds `base` as whole segments (`/v1/api/cards` →
 * `/cards`, `/v1/api` → ``; `/v1/apis` is not below it), else null. `prefixed`: `base` may come
 * after other segments (the sandbox answers `/any/prefix/v1/api/…` as well).
 */
export function pathBelow(base: string, path: string, prefixed = false): string | null {
  for (let at = path.indexOf(base); at !== -1; at = path.indexOf(base, at + 1)) {
    const end = at + base.length;
    if ((at === 0 || prefixed) && (end === path.length || path[end] === '/'))
      return path.slice(end);
    if (!prefixed) return null;
  }
  return null;
}

/** `base` and everything below it as a pattern, for what takes a RegExp (Workbox's lists). */
export function belowPattern(base: string): RegExp {
  return new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`);
}
