import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { API_BASE_PATH } from '../contract/errors';
/**
 * Which service the dashboard talks to: the in-browser sandbox (demo), a sandbox server
 * (`npm run api`), or a live provider. Remembered in localStorage; changing it reloads the app.
 */
export const CONNECTION_MODES = ['demo', 'sandbox', 'live'] as const;
export type ConnectionMode = (typeof CONNECTION_MODES)[number];
export type Connection = { mode: ConnectionMode; baseUrl: string };

const KEY = 'vcs.connection';

const isLoopback = (host: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(host);

/**
 * A base URL as typed, trimmed and without trailing slashes, or why it cannot be used. Plain code,
 * not a schema: it runs at start-up on every page, before zod is loaded (decision 005).
 */
export function checkBaseUrl(
  typed: string,
): { ok: true; baseUrl: string } | { ok: false; message: string } {
  const v = typed.trim().replace(/\/+$/, '');
  if (v === '') return { ok: false, message: t`Enter the API base URL` };
  if (!allowedBaseUrl(v))
    return {
      ok: false,
      message: t`Use /v1/api on this site, an https:// URL, or http:// only for localhost`,
    };
  if (!v.endsWith(API_BASE_PATH)) return { ok: false, message: t`The base URL ends in /v1/api` };
  return { ok: true, baseUrl: v };
}

function allowedBaseUrl(v: string): boolean {
  // A path is this site's own origin: `npm run serve` or the host proxies it to the service.
  if (v.startsWith('/')) return !v.startsWith('//');
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  } catch {
    return false;
  }
}

/** A stored or chosen connection, checked: demo needs no URL; sandbox and live need a good one. */
export function checkConnection(
  value: unknown,
): { ok: true; connection: Connection } | { ok: false; message: string } {
  const { mode, baseUrl } = (value ?? {}) as { mode?: unknown; baseUrl?: unknown };
  if (mode === 'demo' && typeof baseUrl === 'string')
    return { ok: true, connection: { mode, baseUrl } };
  if (mode !== 'sandbox' && mode !== 'live') return { ok: false, message: t`Choose a connection` };
  if (typeof baseUrl !== 'string') return { ok: false, message: t`Enter the API base URL` };
  const checked = checkBaseUrl(baseUrl);
  return checked.ok ? { ok: true, connection: { mode, baseUrl: checked.baseUrl } } : checked;
}

export function defaultConnection(env: { demo: boolean; apiBaseUrl: string }): Connection {
  return env.demo
    ? { mode: 'demo', baseUrl: env.apiBaseUrl }
    : { mode: 'live', baseUrl: env.apiBaseUrl };
}

export function readConnection(env: { demo: boolean; apiBaseUrl: string }): Connection {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) {
      const checked = checkConnection(JSON.parse(raw));
      if (checked.ok)
        return checked.connection.mode === 'demo'
          ? { mode: 'demo', baseUrl: env.apiBaseUrl }
          : checked.connection;
    }
  } catch {
    // fall through to the default
  }
  return defaultConnection(env);
}

export function saveConnection(connection: Connection) {
  try {
    localStorage.setItem(KEY, JSON.stringify(connection));
  } catch {
    // The choice still applies to this page load.
  }
}

/** The header's badge for each mode, in the person's language (issue #29: "DEMO" was English). */
export const MODE_LABEL: Record<ConnectionMode, MessageDescriptor> = {
  demo: msg`DEMO`,
  sandbox: msg`SANDBOX`,
  live: msg`LIVE`,
};
