import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limits';

describe('client keys', () => {
  it('groups IPv6 by /64 and folds IPv4-mapped addresses', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.7')).not.toBe(clientKey('192.0.2.8'));
    expect(clientKey('local')).toBe('local');
  });

  it('names a wider IPv6 network on request: a site by its /48 (card alerts, decision 025)', () => {
    expect(clientKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(clientKey('2001:db8:1:ffff::9', 48)).toBe(clientKey('2001:db8:1:2::1', 48));
    expect(clientKey('2001:db8:2::1', 48)).not.toBe(clientKey('2001:db8:1::1', 48));
    expect(clientKey('::ffff:192.0.2.7', 48)).toBe('192.0.2.7');
  });
});
