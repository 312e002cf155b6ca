import { describe, expect, it } from 'vitest';
import { readDepositNeed } from './deposit-need';
import { paths } from './paths';

describe('the amount sent to Deposits', () => {
  it('travels as whole cents and reads back', () => {
    const url = new URL(paths.depositsFor(1347), 'https://app.test');
    expect(url.pathname + url.search).toBe('/deposits?need=1347');
    expect(readDepositNeed(url.searchParams)).toBe(1347);
  });

  it('reads nothing that is not a positive whole number of cents', () => {
    for (const text of ['', '0', '-5', '13.47', '1e3', 'abc', '12345678901'])
      expect(readDepositNeed(new URLSearchParams({ need: text })), text).toBeUndefined();
  });
});
