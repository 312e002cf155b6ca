import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { clientAddress, type Trusted } from '../src/service/node/client-address';

/**
 * A log line cannot be forged: CR, LF, every other C0/C1 control character (terminal escapes
 * start with ESC or CSI), U+2028/2029 and the backslash itself are written as escapes, so a
 * path like `/x%0d%0aGET%20/admin%20200` or `/%1b[2J` stays on its line and clears no screen.
 */
export function escapeForLog(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g, (ch) =>
    ch === '\\' ? '\\\\' : `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

/** The socket of a request served by Node (absent when the app is called in memory). */
export function socketOf(c: Context) {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
}

/**
 * The visitor's address: the socket's, or, from a proxy named in TRUST_PROXY, the first address
 * in its X-Forwarded-For, read from the right, that is not a trusted proxy (decision 015). The
 * /v1/api proxy forwards it and the alert routes count by it: one rule for both.
 */
export function clientOf(c: Context, trusted: Trusted): string {
  const forwarded = c.req.header('x-forwarded-for') ?? null;
  return clientAddress(socketOf(c)?.remoteAddress, forwarded, trusted) ?? 'unknown';
}

const unlogged = new WeakSet<Request>();
/** A request its route logs itself, once per burst (decision 025): no access-log line of its own. */
export const leaveUnlogged = (c: Context) => void unlogged.add(c.req.raw);
export const isUnlogged = (c: Context) => unlogged.has(c.req.raw);

/** The client went away before its answer: logged as "aborted", not as the 500 it would cause. */
export function clientGone(c: Context): boolean {
  return c.req.raw.signal.aborted || socketOf(c)?.destroyed === true;
}

/**
 * The request target exactly as the client sent it. Node and the URL parser fold `%2e%2e/` and
 * `/../` away before routing, so only the raw spelling shows what was asked for.
 */
function rawPath(c: Context): string {
  const raw = (c.env as Partial<HttpBindings> | undefined)?.incoming?.url;
  const target = raw ?? new URL(c.req.url).pathname;
  return target.split('?')[0]!;
}

/**
 * Paths the proxy refuses rather than forwards (issue #28 item 7): an encoded dot, slash or
 * backslash, a literal backslash, or a `.`/`..` segment. No route of the app or of the API has
 * any of them, and an upstream that decodes once more would walk out of `/v1/api`.
 */
export function hasTraversal(c: Context): boolean {
  const path = rawPath(c);
  return /%2e|%2f|%5c|\\/i.test(path) || path.split('/').some((s) => s === '.' || s === '..');
}
