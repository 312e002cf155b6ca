/**
 * The Content Security Policy and security headers of the built app (docs/decisions/003-csp.md),
 * declared once: the Vite build puts the policy in index.html's <meta> and all headers in
 * dist/_headers, and `npm run serve` sends what dist/_headers says.
 */

/**
 * Sandbox servers on this machine (`npm run api`), on any port. Not `http://[::1]:*`: CSP has no
 * syntax for IPv6 literals (Chromium ignores the source and reports it), so the app refuses [::1]
 * with that reason and points to 127.0.0.1 / localhost or the same-origin proxy.
 */
export const LOOPBACK_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];

/** `https://a.example, https://b.example/v1/api` → their origins; anything not https is refused. */
export function apiOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:') throw new Error(`VITE_API_ORIGINS: ${entry} is not https`);
      return url.origin;
    });
}

export function cspPolicy(options: {
  apiBaseUrl?: string;
  apiOrigins?: string[];
  /** Inline scripts allowed by hash (server/first-paint.ts). */
  scriptHashes?: string[];
}): string {
  const { apiBaseUrl } = options;
  const configured =
    apiBaseUrl && /^https?:\/\//.test(apiBaseUrl) ? [new URL(apiBaseUrl).origin] : [];
  const connect = ["'self'", ...configured, ...(options.apiOrigins ?? []), ...LOOPBACK_SOURCES];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "manifest-src 'self'",
    // The service worker (sw.js and the Workbox runtime it imports) and the demo's sandbox worker
    // (src/demo/sandbox-worker.ts), this origin only.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** What a <meta> cannot do: `frame-ancestors 'none'` and the other response-only headers. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** dist/_headers (Netlify / Cloudflare Pages format) for every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** The headers of the `/*` block of a dist/_headers file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (inBlock && match) headers[match[1]!] = match[2]!;
  }
  return headers;
}
