import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUserAmount } from '../../../lib/money';
import { parseSearch } from './parse-search';
import { ENGLISH_WORDS } from './search-words';

// A Wednesday: 2026-11-25, in the person's calendar.
const now = new Date(2026, 10, 25, 15, 30);
const parse = (text: string) => parseSearch(text, now, ENGLISH_WORDS);

describe('parseSearch', () => {
  it('reads a merchant, an amount and dates in words', () => {
    expect(parse('netflix')).toEqual({ merchant: 'netflix' });
    expect(parse('Netflix over 10 last month')).toEqual({
      merchant: 'netflix',
      min_amount: '10',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(parse('under $20.5 yesterday')).toEqual({
      max_amount: '20.50',
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(parse('coffee between 20 and 5')).toEqual({
      merchant: 'coffee',
      min_amount: '5',
      max_amount: '20',
    });
    expect(parse('more than 1,200')).toEqual({ min_amount: '1200' });
    expect(parse('> 5 this week')).toEqual({
      min_amount: '5',
      from: '2026-11-23',
      to: '2026-11-25',
    });
    expect(parse('last week')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(parse('today')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(parse('this month')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it('takes an amount on its own as exact only when it reads as money', () => {
    expect(parse('$12')).toEqual({ min_amount: '12', max_amount: '12' });
    expect(parse('12,50 $')).toEqual({ min_amount: '12.50', max_amount: '12.50' });
    expect(parse('shop 24')).toEqual({ merchant: 'shop 24' });
    expect(parse('7-eleven')).toEqual({ merchant: '7-eleven' });
  });

  it('reads the language’s own words beside English', () => {
    const french = {
      ...ENGLISH_WORDS,
      over: ['plus de', ...ENGLISH_WORDS.over],
      lastMonth: ['le mois dernier', ...ENGLISH_WORDS.lastMonth],
    };
    expect(parseSearch('Uber plus de 15 le mois dernier', now, french)).toEqual({
      merchant: 'uber',
      min_amount: '15',
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('spans a month boundary and a year boundary in the person’s calendar', () => {
    const january = new Date(2027, 0, 2, 0, 30);
    expect(parseSearch('last month', january, ENGLISH_WORDS)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    // Saturday 2 January 2027: the week began on Monday 28 December.
    expect(parseSearch('this week', january, ENGLISH_WORDS)).toEqual({
      from: '2026-12-28',
      to: '2027-01-02',
    });
  });

  it('loses nothing typed and writes only amounts the list can read', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const patch = parse(text);
        for (const amount of [patch.min_amount, patch.max_amount])
          if (amount !== undefined) expect(parseUserAmount(amount)).not.toBeNull();
        if (patch.min_amount && patch.max_amount)
          expect(parseUserAmount(patch.min_amount)!).toBeLessThanOrEqual(
            parseUserAmount(patch.max_amount)!,
          );
        // Every word that is not an amount or a date stays, as the merchant.
        const words = text.toLowerCase().split(/\s+/).filter(Boolean);
        const understood = Object.keys(patch).length > (patch.merchant ? 1 : 0);
        if (!understood) expect(patch.merchant ?? '').toBe(words.join(' ').slice(0, 100).trim());
      }),
    );
  });
});
