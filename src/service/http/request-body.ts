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
  const takesBody = route.body !== undefined || route.rawRequest === true;
  const declared = request.headers.get('content-length');
  // HTTP/1.1 has a body only with a length or a transfer coding; without either there is nothing
  // to read, and not touching request.body spares building a stream for every GET.
  const chunked = request.headers.has('transfer-encoding');
  if (!takesBody) {
    if (
      (declared !== null && declared !== '0') ||
      (chunked && (await firstChunkHasBytes(request)))
    ) {
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

/**
 * Whether there is anything to read or refuse: a route that takes a body, or any request that
 * announces one (a length other than 0, or a transfer coding). Nothing else has a body in HTTP/1.1.
 */
export function mayHaveBody(request: Request, route: Route): boolean {
  if (route.body !== undefined || route.rawRequest === true) return true;
  const declared = request.headers.get('content-length');
  return (declared !== null && declared !== '0') || request.headers.has('transfer-encoding');
}

/** A chunked body announces no length: one read tells whether anything was sent. */
async function firstChunkHasBytes(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const reader = request.body.getReader();
  const { value } = await reader.read();
  reader.releaseLock();
  return value !== undefined && value.byteLength > 0;
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
