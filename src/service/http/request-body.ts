import { BODY_LIMIT_BYTES } from '../../contract/limits';
import { ServiceError } from '../domain/errors';
import type { Route } from './route';

const tooLarge = (limit: number) =>
  new ServiceError('payload_too_large', `The body is larger than ${limit} bytes.`);

/** 64 KiB, or the route's own limit (a snapshot file: 1 MiB, decision 023). */
const limitOf = (route: Route) => route.bodyLimitBytes ?? BODY_LIMIT_BYTES;

/**
 * The body as text, read as a stream and abandoned the moment it passes 64 KiB (413), so no
 * request can make the server hold more than that. A route that declares no body refuses one
 * (400) instead of reading it.
 */
export async function readBodyText(request: Request, route: Route): Promise<string> {
  const declared = request.headers.get('content-length');
  if (!takesBody(route)) {
    if (declared !== null ? declared !== '0' : await hasBytes(request)) {
      await request.body?.cancel().catch(() => undefined);
      throw new ServiceError('invalid_request', 'This endpoint takes no body; send none.');
    }
    return '';
  }
  const limit = limitOf(route);
  if (declared !== null && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(limit);
  }
  return readLimited(request, limit);
}

const takesBody = (route: Route) => route.body !== undefined || route.rawRequest === true;

/**
 * Whether there is anything to read or refuse: a route that takes a body, or any request that may
 * carry one. Over HTTP/1.1 that is one with a length other than 0 or a transfer coding; without
 * either there is nothing, and a GET's body is never built (decision 005). A Request made in the
 * page (the demo, tests) or an HTTP/2 stream says neither and may still carry bytes: any other
 * method without a length is looked at, so a body the route does not take is refused everywhere,
 * never ignored while the route runs.
 */
export function mayHaveBody(request: Request, route: Route): boolean {
  if (takesBody(route)) return true;
  const declared = request.headers.get('content-length');
  if (declared !== null) return declared !== '0';
  if (request.headers.has('transfer-encoding')) return true;
  return request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
}

/** A body that announces no length: read until its first byte or its end. */
async function hasBytes(request: Request): Promise<boolean> {
  // Firefox's Request has no `body` stream (see readLimited): its bytes only come whole.
  if (request.body === undefined) return (await request.arrayBuffer()).byteLength > 0;
  if (!request.body) return false;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } catch {
    throw new ServiceError('invalid_request', 'The body ended before it was complete.');
  } finally {
    reader.releaseLock();
  }
}

async function readLimited(request: Request, limit: number): Promise<string> {
  // Firefox's Request has no `body` stream at all (undefined, where no body is null): its bytes are
  // only to be had whole. Such a Request was made in the page that reads it (the demo), so reading
  // it whole holds nothing a stranger chose; the limit still applies (decision 016).
  if (request.body === undefined) return wholeText(await request.arrayBuffer(), limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client left (or its connection broke) mid-body: a refusal, not the sandbox's 500.
      throw new ServiceError('invalid_request', 'The body ended before it was complete.');
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

function wholeText(bytes: ArrayBuffer, limit: number): string {
  if (bytes.byteLength > limit) throw tooLarge(limit);
  return new TextDecoder().decode(bytes);
}
