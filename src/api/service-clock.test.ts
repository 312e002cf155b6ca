import { describe, expect, it } from 'vitest';
import { observeServiceDate, serviceDateSkew } from './service-clock';

describe('the service clock from Date headers', () => {
  it('takes a clock minutes off, ignores the header rounding and what is not a date', () => {
    const at = Date.parse('2026-11-22T10:00:00Z');
    observeServiceDate('Sun, 22 Nov 2026 10:00:00 GMT', at + 300);
    expect(serviceDateSkew.get()).toBe(0);
    observeServiceDate('Sun, 22 Nov 2026 10:03:00 GMT', at);
    expect(serviceDateSkew.get()).toBe(180_500);
    observeServiceDate('not a date', at);
    observeServiceDate(null, at);
    expect(serviceDateSkew.get()).toBe(180_500);
    observeServiceDate('Sun, 22 Nov 2026 10:00:01 GMT', at);
    expect(serviceDateSkew.get()).toBe(0);
  });
});
