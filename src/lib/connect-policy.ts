import { t } from '@lingui/core/macro';
/**
 * Which origins this page may connect to, read from its own Content-Security-Policy (the <meta>
 * the build writes; server/security-headers.ts declares it). Settings → Connection asks before
 * switching, so an origin the policy blocks is refused with a reason instead of failing later as
 * "could not reach the card service".
 */

/** The `connect-src` sources of the page's policy; undefined when the page has none (dev server). */
export function connectSources(doc: Document = document): string[] | undefined {
  const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy" i]');
  const policy = meta?.getAttribute('content');
  if (!policy) return undefined;
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src');
  return directive?.slice(1);
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether one CSP host-source (`'self'`, `https://a.example`, `http://127.0.0.1:*`) allows `url`. */
function sourceAllows(source: string, url: URL, pageOrigin: string): boolean {
  if (source === "'self'") return url.origin === pageOrigin;
  const match = /^(https?:)\/\/(\*\.)?([^/:]+|\[[^\]]+\])(?::(\*|\d+))?\/?$/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (url.protocol !== scheme) return false;
  const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  const urlPort = url.port || DEFAULT_PORT[url.protocol];
  const portOk = port === '*' || (port ?? DEFAULT_PORT[scheme!]) === urlPort;
  return hostOk && portOk;
}

export type PolicyVerdict =
  { allowed: true } | { allowed: false; origin: string; allowedOrigins: string[] };

/** Whether the page may call `baseUrl` (absolute, or a path on this origin). */
export function checkConnectPolicy(
  baseUrl: string,
  sources: string[] | undefined = connectSources(),
  pageOrigin: string = location.origin,
): PolicyVerdict {
  if (!sources) return { allowed: true };
  const url = new URL(baseUrl, pageOrigin);
  if (sources.some((source) => sourceAllows(source, url, pageOrigin))) return { allowed: true };
  const allowedOrigins = sources.map((s) => (s === "'self'" ? t`this site` : s));
  return { allowed: false, origin: url.origin, allowedOrigins };
}
