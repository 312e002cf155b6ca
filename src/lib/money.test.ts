import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../contract/money';
import { formatCents, parseDecimalToCents, parseUserAmount } from './money';

describe('money', () => {
  it('converts API numbers to cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-12.25)).toBe(-1225);
    expect(toCents(5000)).toBe(500000);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('converts cents back to the wire number', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('parses decimal strings exactly', () => {
    expect(parseDecimalToCents('12.3')).toBe(1230);
    expect(parseDecimalToCents('0.07')).toBe(7);
    expect(parseDecimalToCents('-4.50')).toBe(-450);
    expect(parseDecimalToCents('1.001')).toBeNull();
    expect(parseDecimalToCents('1.000')).toBe(100);
    expect(parseDecimalToCents('1.005', 'round')).toBe(101);
    expect(parseDecimalToCents('1e3')).toBeNull();
  });

  it('parses what people type', () => {
    expect(parseUserAmount('1,234.50')).toBe(123450);
    expect(parseUserAmount('$20')).toBe(2000);
    expect(parseUserAmount(' 7 ')).toBe(700);
    expect(parseUserAmount('-5')).toBeNull();
    expect(parseUserAmount('abc')).toBeNull();
    expect(parseUserAmount('')).toBeNull();
    expect(parseUserAmount('1.234')).toBeNull();
    expect(parseUserAmount('Infinity')).toBeNull();
  });

  it('formats cents as USD', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-1225)).toBe('−$12.25');
    expect(formatCents(500, { signed: true })).toBe('+$5.00');
  });
});

describe('amountInput', () => {
  it('turns text into cents within bounds, with clear messages', async () => {
    const { amountInput } = await import('./amount-input');
    const schema = amountInput({ min: 100, max: 500_000, maxReason: 'Your wallet holds $50.00.' });
    expect(schema.parse('12.34')).toBe(1234);
    expect(schema.safeParse('0.99').error?.issues[0]?.message).toBe('The minimum is $1.00.');
    expect(schema.safeParse('5000.01').error?.issues[0]?.message).toBe('Your wallet holds $50.00.');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toMatch(/Enter an amount/);
    expect(schema.safeParse('1.234').error?.issues[0]?.message).toMatch(/two decimals/);
  });
});
