import type { Context } from 'hono';
import { API_BASE_PATH, pathBelow } from '../src/contract/base-paths';
import { errorResponse } from './error-answer';
import type { Trusted } from '../src/service/node/client-address';
import { clientOf } from './request-line';

/**
 * Request headers the API needs; nothing else (cookies, auth of the site, the client's own
 * X-Forwarded-For) reaches the upstream. X-Sandbox-Fault asks a sandbox upstream for a fault
 * (decision 024); a live provider ignores it.
 */
const FORWARDED_REQUEST = [
  'content-type',
  'accept',
  'x-seed',
  'x-idempotency-key',
  // Where a sandbox event stream resumes (decision 022).
  'last-event-id',
  'x-sandbox-fault',
];
/** Response headers the client reads. */
const FORWARDED_RESPONSE = ['content-type', 'retry-after', 'cache-control', 'x-request-id'];

export type ProxyOptions = { upstream: string; timeoutMs: number; trusted: Trusted };

/**
 * `/v1/api/*` → `${upstream}/*`: same-origin for the browser, so a live deployment needs neither
 * CORS nor a third-party `connect-src`. The seed and idempotency key are forwarded, never logged;
 * the body (already limited by the caller) is read whole, at most 64 KiB.
 */
export function proxyHandler({ upstream, timeoutMs, trusted }: ProxyOptions) {
  const base = upstream.replace(/\/+$/, '');
  return async (c: Context) => {
    const url = new URL(c.req.url);
    const rest = pathBelow(API_BASE_PATH, url.pathname) ?? '';
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    // The visitor's address, as the alert routes compute it: the socket's, or behind a proxy named
    // in TRUST_PROXY (the TLS proxy the alerts need) the client it names. Set, never appended to
    // what the client sent, so the sandbox (--trust-proxy) counts each visitor (decision 015).
    const address = clientOf(c, trusted);
    if (address !== 'unknown') headers.set('x-forwarded-for', address);
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    const body = hasBody ? await c.req.arrayBuffer() : undefined;
    let answer: Response;
    // The deadline is for the upstream's answer to begin; a body that streams (the sandbox's event
    // stream, decision 022) runs on until it ends or the visitor leaves.
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException('The upstream did not answer', 'TimeoutError')),
      timeoutMs,
    );
    try {
      answer = await fetch(base + rest + url.search, {
        method: c.req.method,
        headers,
        body: body && body.byteLength > 0 ? body : undefined,
        redirect: 'manual',
        // A visitor who leaves cancels the upstream request too.
        signal: AbortSignal.any([c.req.raw.signal, deadline.signal]),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return timedOut
        ? errorResponse('upstream_timeout', 'The card service did not answer in time.')
        : errorResponse('upstream_unavailable', 'The card service cannot be reached.');
    } finally {
      clearTimeout(timer);
    }
    const out = new Headers();
    for (const name of FORWARDED_RESPONSE) {
      const value = answer.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    if (!out.has('cache-control')) out.set('cache-control', 'no-store');
    return new Response(answer.body, { status: answer.status, headers: out });
  };
}
