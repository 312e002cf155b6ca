import { createHash, hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { portableSha256Hex } from './domain/crypto';
import { ID_ALPHABET, randomString, seededRandom, type Random } from './runtime';

describe('runtime pieces the server swaps or speeds up', () => {
  it("Node's native SHA-256 (installed by the server) gives the portable digest", () => {
    for (const text of ['', 'seed:ABCD-EFGH-JKMN-PQRS', 'ünïcödé 🃏 ', 'x'.repeat(10_000)])
      expect([
        hash('sha256', text, 'hex'),
        createHash('sha256').update(text).digest('hex'),
      ]).toEqual([portableSha256Hex(text), portableSha256Hex(text)]);
  });

  it('randomString draws every character of the alphabet equally often', () => {
    const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'; // 31: 256 is not a multiple
    const text = randomString(seededRandom(3), alphabet, 62_000);
    const counts = new Map<string, number>();
    for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(31);
    for (const count of counts.values()) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('randomString refuses the bytes that would bias it and asks for more', () => {
    // 36 characters: bytes 252-255 would make the first four characters likelier; 231 % 36 = 15.
    const served = [255, 254, 253, 252, 0, 35, 231];
    const random: Random = {
      bytes: (n) => Uint8Array.from({ length: n }, () => served.shift() ?? 1),
    };
    expect(randomString(random, ID_ALPHABET, 3)).toBe('0zf');
  });
});
