import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_HEADER } from '../../../src/contract/webhooks';

export { SIGNATURE_HEADER };

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Whether `signature` (the delivery's `X-Webhook-Signature`) is the webhook secret's signature of
 * `payload`: lowercase hex HMAC-SHA256 of the exact body, no timestamp (decision 002's table; the
 * sandbox signs in service/domain/webhooks.ts). Pass the body as received, before any JSON parse:
 * a re-serialized object is not the signed text. The comparison is constant-time over two 32-byte
 * digests (decision 039), so the time it takes says nothing about how much of a guess was right.
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  signature: string | null | undefined,
  secret: string,
): boolean {
  if (typeof signature !== 'string') return false;
  const hex = signature.trim();
  if (!HEX_SHA256.test(hex)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(hex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
