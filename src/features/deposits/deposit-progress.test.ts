import { describe, expect, it } from 'vitest';
import { DEPOSIT_SEEN_AT as SEEN, readDeposit as deposit } from '../../test/deposits';
import { compareDecimal, isLate, timelineOf, troubleOf } from './deposit-progress';

const at = (minutes: number) => Date.parse(SEEN) + minutes * 60_000;

describe('timelineOf', () => {
  it('a pending deposit: seen, confirming now (n of N), credit to come', () => {
    expect(timelineOf(deposit())).toEqual([
      { kind: 'seen', state: 'done', at: SEEN },
      { kind: 'confirming', state: 'current', count: 3, required: 12 },
      { kind: 'credited', state: 'upcoming', at: null },
    ]);
  });

  it('waiting is the confirming step at 0; a provider without N says only the count', () => {
    const [, step] = timelineOf(deposit({ confirmations: 0, required_confirmations: undefined }));
    expect(step).toEqual({ kind: 'confirming', state: 'current', count: 0, required: null });
  });

  it('a confirmed deposit: every step done, credited when confirmed', () => {
    const steps = timelineOf(
      deposit({ status: 'confirmed', confirmations: 12, confirmed_at: '2026-11-22T10:01:00Z' }),
    );
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done']);
    expect(steps[2]).toEqual({ kind: 'credited', state: 'done', at: '2026-11-22T10:01:00Z' });
  });

  it('an expired deposit shows only the confirmations that happened (issue #48 item 6)', () => {
    const none = timelineOf(deposit({ status: 'expired', confirmations: 0 }));
    expect(none.map((s) => s.kind)).toEqual(['seen', 'not_credited']);
    const some = timelineOf(deposit({ status: 'expired', confirmations: 2 }));
    expect(some[1]).toEqual({ kind: 'confirming', state: 'done', count: 2, required: 12 });
  });

  it('an expired deposit ends not credited', () => {
    const steps = timelineOf(deposit({ status: 'expired', expired_at: '2026-11-22T10:02:00Z' }));
    expect(steps[2]).toEqual({ kind: 'not_credited', state: 'failed', at: '2026-11-22T10:02:00Z' });
  });
});

describe('isLate', () => {
  it.each([
    ['usdt', 30, 31],
    ['eth', 30, 31],
    ['usdt-sol', 10, 11],
    ['sol', 10, 11],
    ['xmr', 60, 61],
    ['btc', 120, 121],
    ['doge', 120, 121],
  ])('%s: on time at %i min, late at %i min', (currency, onTime, late) => {
    expect(isLate(deposit({ currency }), at(onTime))).toBe(false);
    expect(isLate(deposit({ currency }), at(late))).toBe(true);
  });

  it('only a pending deposit is late', () => {
    expect(isLate(deposit({ status: 'confirmed' }), at(600))).toBe(false);
    expect(isLate(deposit({ status: 'expired' }), at(600))).toBe(false);
  });
});

describe('compareDecimal', () => {
  it('compares decimal texts exactly, whatever their scale', () => {
    expect(compareDecimal('4.000000', '10')).toBe(-1);
    expect(compareDecimal('10.000000', '10')).toBe(0);
    expect(compareDecimal('0.00010001', '0.0001')).toBe(1);
    expect(compareDecimal('0.1', '0.09999999')).toBe(1);
    expect(compareDecimal('abc', '10')).toBeNull();
  });
});

describe('troubleOf', () => {
  it('an expired deposit below the minimum: the final below-minimum cause', () => {
    const d = deposit({ status: 'expired', expired_reason: 'below_minimum', amount_crypto: '4' });
    expect(troubleOf(d, at(0), '10')).toEqual({
      kind: 'below_minimum',
      minimum: '10',
      final: true,
    });
  });

  it('a pending deposit below the minimum is said on sight, before it expires', () => {
    const d = deposit({ amount_crypto: '4.000000' });
    expect(troubleOf(d, at(1), '10')).toEqual({
      kind: 'below_minimum',
      minimum: '10',
      final: false,
    });
  });

  it('a late pending deposit: how long it waited and how long it usually takes', () => {
    expect(troubleOf(deposit(), at(45), '10')).toEqual({
      kind: 'late',
      waitedMs: 45 * 60_000,
      usualMs: 3 * 60_000,
    });
  });

  it('expired for another reason: not confirmed; on time or credited: nothing to say', () => {
    const expired = deposit({ status: 'expired', expired_reason: 'not_confirmed' });
    expect(troubleOf(expired, at(0))).toEqual({ kind: 'not_confirmed' });
    expect(troubleOf(deposit(), at(5), '10')).toBeNull();
    expect(troubleOf(deposit({ status: 'confirmed' }), at(500), '10')).toBeNull();
  });
});
