import { describe, expect, it } from 'vitest';
import { localTimestamp } from './local-timestamp';

describe('a local time with its UTC offset', () => {
  it('gives the wall-clock time of the zone and its offset', () => {
    const at = '2026-11-29T01:13:05.000Z';
    expect(localTimestamp(at, 'Europe/Paris')).toBe('2026-11-29T02:13:05+01:00');
    expect(localTimestamp(at, 'America/New_York')).toBe('2026-11-28T20:13:05-05:00');
    expect(localTimestamp(at, 'Asia/Ho_Chi_Minh')).toBe('2026-11-29T08:13:05+07:00');
    expect(localTimestamp(at, 'UTC')).toBe('2026-11-29T01:13:05+00:00');
  });

  it('follows summer time, and leaves what is not a date as it came', () => {
    expect(localTimestamp('2026-07-01T12:00:00Z', 'Europe/Paris')).toBe(
      '2026-07-01T14:00:00+02:00',
    );
    expect(localTimestamp('not a date', 'UTC')).toBe('not a date');
    expect(localTimestamp('\t=1', 'UTC')).toBe('\t=1');
  });
});
