import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { dayHeading, dayKey, previousDay, withDays } from './activity-days';

const at = (iso: string) => ({ created_at: iso });

describe('activity by day (decision 031)', () => {
  it('puts an instant on its day in the given time zone, not in UTC', () => {
    // 23:30 UTC on the 24th is the 25th in Paris and still the 24th in New York.
    expect(dayKey('2026-11-24T23:30:00Z', 'Europe/Paris')).toBe('2026-11-25');
    expect(dayKey('2026-11-24T23:30:00Z', 'America/New_York')).toBe('2026-11-24');
    expect(dayKey('2026-11-25T04:59:59Z', 'America/New_York')).toBe('2026-11-24');
    expect(dayKey('2026-11-25T05:00:00Z', 'America/New_York')).toBe('2026-11-25');
    expect(dayKey('2026-11-24T15:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-24');
    expect(dayKey('2026-11-24T17:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-25');
  });

  it('starts a new group at each midnight of the time zone', () => {
    const rows = [
      at('2026-11-25T08:00:00Z'),
      at('2026-11-24T23:30:00Z'),
      at('2026-11-24T22:59:00Z'),
      at('2026-11-23T10:00:00Z'),
    ];
    const paris = withDays(rows, 'Europe/Paris');
    expect(paris.map((e) => [e.day, e.firstOfDay])).toEqual([
      ['2026-11-25', true],
      // 00:30 in Paris: the 25th, with the row above.
      ['2026-11-25', false],
      // 23:59 in Paris: the 24th.
      ['2026-11-24', true],
      ['2026-11-23', true],
    ]);
    const newYork = withDays(rows, 'America/New_York');
    expect(newYork.map((e) => [e.day, e.firstOfDay])).toEqual([
      ['2026-11-25', true],
      ['2026-11-24', true],
      ['2026-11-24', false],
      ['2026-11-23', true],
    ]);
    expect(withDays([])).toEqual([]);
  });

  it('counts yesterday by the calendar, across a change of clocks and a new year', () => {
    expect(previousDay('2026-03-30')).toBe('2026-03-29');
    expect(previousDay('2026-11-02')).toBe('2026-11-01');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
  });

  it('heads days "Today", "Yesterday", then the date, in the language and the time zone', () => {
    const fr = setupI18n({
      locale: 'fr',
      messages: { fr: {} },
    });
    const en = setupI18n({ locale: 'en', messages: { en: {} } });
    // 00:30 on the 25th in Paris, still the 24th in New York.
    const now = new Date('2026-11-24T23:30:00Z');
    expect(dayHeading(en, '2026-11-25', now, 'Europe/Paris')).toBe('Today');
    expect(dayHeading(en, '2026-11-24', now, 'Europe/Paris')).toBe('Yesterday');
    expect(dayHeading(en, '2026-11-24', now, 'America/New_York')).toBe('Today');
    expect(dayHeading(en, '2026-11-23', now, 'America/New_York')).toBe('Yesterday');
    expect(dayHeading(fr, '2026-11-25', now, 'America/New_York')).toBe('Mercredi 25 novembre');
    expect(dayHeading(fr, '2025-12-29', now, 'America/New_York')).toBe('Lundi 29 décembre 2025');
    expect(dayHeading(fr, '2026-11-24', now, 'Europe/Paris')).not.toMatch(/novembre/);
  });
});
