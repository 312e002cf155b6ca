import http from 'node:http';
import https from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';
import webPush from 'web-push';
import { resolveHost } from '../../src/service/node/webhook-sender';
import { vetWebhookTarget } from '../../src/service/webhook-target';
import type { PushSubscription } from './store';
import type { VapidKeys } from './vapid';

/**
 * Push services a subscription may name (decision 025): the browsers' own. Any other host would let
 * a registration make our server POST to a place of the registrant's choosing.
 */
export const PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export type PushPolicy = {
  /** Test flag (ALERTS_LOOPBACK_PUSH=1): a push endpoint on loopback over http is accepted. */
  loopback: boolean;
};

/** Whether a subscription's endpoint may be used: https to a known push service, or test loopback. */
export function endpointAllowed(endpoint: string, policy: PushPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || endpoint.length > 1024) return false;
  if (policy.loopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || (url.port && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID) with web-push, then POSTs itself: the host is
 * resolved and vetted once and the connection pinned to that address (no second DNS answer, no
 * redirect), as the sandbox's webhook sender does (decision 015). Resolves with the status.
 */
export function createPushSender(vapid: VapidKeys, subject: string, policy: PushPolicy) {
  return async (subscription: PushSubscription, payload: string): Promise<number> => {
    const details = webPush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 600,
      urgency: 'high',
    });
    const target = new URL(details.endpoint);
    const addresses = await vetWebhookTarget(target, {
      allowPrivate: policy.loopback,
      resolve: resolveHost,
    });
    const address = addresses[0];
    const pinned: LookupFunction = (_host, options, callback) => {
      if (!address) return callback(new Error('no address'), '', 4);
      const family = isIPv6(address) ? 6 : 4;
      if (options.all) return callback(null, [{ address, family }]);
      callback(null, address, family);
    };
    const body = details.body as Buffer;
    return new Promise((resolve, reject) => {
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: { ...details.headers, 'Content-Length': String(body.length) },
          lookup: pinned,
          agent: false,
          signal: AbortSignal.timeout(5000),
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
