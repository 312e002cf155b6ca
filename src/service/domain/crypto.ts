import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Synchronous SHA-256 and HMAC-SHA256 that run the same in the browser and in Node. */
export function portableSha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

let sha256Impl = portableSha256Hex;

/**
 * The sandbox server installs Node's native SHA-256 at start (node/api-command.ts): the same
 * digest, a quarter of the time, and every request hashes its seed to find the account (decision
 * 005).
 */
export function installSha256(impl: (text: string) => string): void {
  sha256Impl = impl;
}

export function sha256Hex(text: string): string {
  return sha256Impl(text);
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/** `count` decimal digits derived from an HMAC: stable for the same key and label. */
export function derivedDigits(key: string, label: string, count: number): string {
  let digits = '';
  let round = 0;
  while (digits.length < count) {
    const hex = hmacSha256Hex(key, `${label}:${round++}`);
    for (let i = 0; i + 2 <= hex.length && digits.length < count; i += 2) {
      const byte = parseInt(hex.slice(i, i + 2), 16);
      if (byte < 250) digits += String(byte % 10); // 250 = 25 * 10: no bias
    }
  }
  return digits;
}

/** Constant-time comparison of two strings. */
export function timingSafeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}
