import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';
import { DELIVERY_TIMEOUT_MS } from '../delivery-limits';
import { DeliveryError, type Deliver } from '../webhook-delivery';
import { vetWebhookTarget, type Resolve } from '../webhook-target';

/** Every address a host name resolves to (all of them are vetted, not only the first). */
export const resolveHost: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Real deliveries from Node: the URL's host is resolved and vetted at each send (a host may have
 * been re-pointed since registration, which does not use DNS) and the connection goes to the vetted address itself, so a second DNS answer
 * cannot steer it to an internal host. No redirects are followed; the answer's body is not read.
 */
export function createWebhookSender(options: {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Tests pass a fake resolver to prove the connection goes to the vetted address. */
  resolve?: Resolve;
}): Deliver {
  return async ({ url, body, headers }) => {
    const target = new URL(url);
    let addresses: string[];
    try {
      addresses = await vetWebhookTarget(target, {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve ?? resolveHost,
      });
    } catch (error) {
      // The only place a host name is resolved and checked (registration reads the URL only,
      // decision 015); the reason is kept in the delivery log, without the host.
      const unresolved = /does not resolve/.test((error as Error).message);
      throw new DeliveryError(
        unresolved
          ? 'refused: the host name does not resolve'
          : 'refused: the URL does not point to an allowed address',
      );
    }
    return post(target, addresses[0], body, headers, options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  };
}

function post(
  target: URL,
  address: string | undefined,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (!address) return callback(new Error('no address'), '', 4);
    const family = isIPv6(address) ? 6 : 4;
    if (lookupOptions.all) return callback(null, [{ address, family }]);
    callback(null, address, family);
  };
  return new Promise((resolve, reject) => {
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', (error) =>
      reject(new DeliveryError(error.name === 'AbortError' ? 'timed out' : 'could not connect')),
    );
    request.end(body);
  });
}
