// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrusted } from './client-address';

describe('--trust-proxy (decision 015)', () => {
  const trusted = parseTrusted('127.0.0.1, ::1, 10.0.0.0/8');

  it('trusts the listed addresses and ranges, IPv4-mapped spellings included', () => {
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('10.200.3.4')).toBe(true);
    expect(trusted('127.0.0.2')).toBe(false);
    expect(trusted('not an address')).toBe(false);
    expect(parseTrusted(undefined)('127.0.0.1')).toBe(false);
    expect(() => parseTrusted('127.0.0.1,localhost')).toThrow(/localhost/);
  });

  it('reads X-Forwarded-For from the right, only from a trusted socket', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', trusted)).toBe('198.51.100.7');
    // What the visitor wrote to the left of the address the proxy saw is never read.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', trusted)).toBe('198.51.100.7');
    // A chain of trusted proxies: the first untrusted hop from the right.
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.7, 10.1.1.1', trusted)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress('127.0.0.1', '::ffff:198.51.100.7', trusted)).toBe('198.51.100.7');
    // Not an address: the proxy that passed it stands in.
    expect(clientAddress('127.0.0.1', 'garbage', trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', null, trusted)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.1', '198.51.100.7', trusted)).toBe('203.0.113.1');
  });
});
