import { createHmac } from 'node:crypto';
import { SIGNATURE_HEADER } from '../../../contract/webhooks';

/**
 * The secret `listen` signs with (decision 022): derived from the seed with HMAC-SHA256 and a
 * fixed label, so it is the same on every run and on every machine with the seed, and nothing is
 * written to disk. It cannot be turned back into the seed.
 */
export function listenSecret(seed: string): string {
  const mac = createHmac('sha256', seed.trim()).update('vcs-sandbox listen signing secret v1');
  return `whsec_${mac.digest('hex').slice(0, 40)}`;
}

/** The same headers and signature as the service's own webhook deliveries (webhook-delivery.ts). */
export function signedRequest(secret: string, payload: string, eventId: string, type: string) {
  return {
    method: 'POST',
    body: payload,
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: createHmac('sha256', secret).update(payload).digest('hex'),
      'X-Webhook-Id': eventId,
      'X-Webhook-Event': type,
    },
  };
}

/** How long one forward may take before it is reported failed. */
const FORWARD_TIMEOUT_MS = 10_000;

/** POSTs one event to the local URL; the status line to print (never the payload). */
export async function forward(
  url: string,
  secret: string,
  event: { seq: string; type: string; payload: string },
): Promise<{ ok: boolean; line: string }> {
  let eventId = '?';
  try {
    eventId = String((JSON.parse(event.payload) as { id?: unknown }).id ?? '?');
  } catch {
    // not JSON: forwarded as it came, named by its number
  }
  const started = performance.now();
  const head = `${new Date().toISOString()}  #${event.seq} ${event.type} ${eventId} → ${url}`;
  try {
    const response = await fetch(url, {
      ...signedRequest(secret, event.payload, eventId, event.type),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const ms = (performance.now() - started).toFixed(0);
    return {
      ok: response.ok,
      line: `${head}  [${response.status}${response.statusText ? ` ${response.statusText}` : ''}] ${ms} ms`,
    };
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not connect';
    return { ok: false, line: `${head}  [failed: ${reason}]` };
  }
}
