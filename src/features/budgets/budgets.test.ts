import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX } from '../../lib/notes/limits';
import {
  BUDGET_MAX_CENTS,
  MAX_CARD_BUDGETS,
  MAX_CARD_ID,
  parseBudgets,
  readBudgetInput,
  serializeBudgets,
} from './budgets';
import { MERCHANT_CATEGORIES } from '../../contract/fields';

describe('readBudgetInput', () => {
  it('refuses empty, 0, words and more than the ceiling; reads dollars as cents', () => {
    expect(readBudgetInput('  ')).toEqual({ refused: 'empty' });
    expect(readBudgetInput('0.00')).toEqual({ refused: 'zero' });
    expect(readBudgetInput('lots')).toEqual({ refused: 'format' });
    expect(readBudgetInput('12.345')).toEqual({ refused: 'format' });
    expect(readBudgetInput('-5')).toEqual({ refused: 'format' });
    expect(readBudgetInput('1,000,000.01')).toEqual({ refused: 'ceiling' });
    expect(readBudgetInput('$1,000,000')).toEqual({ cents: BUDGET_MAX_CENTS });
    expect(readBudgetInput('412.50')).toEqual({ cents: 412_50 });
  });
});

describe('kept budgets', () => {
  const cents = fc.integer({ min: 1, max: BUDGET_MAX_CENTS });
  const budgets = fc.record({
    monthly: cents,
    categories: fc
      .array(cents, {
        minLength: MERCHANT_CATEGORIES.length,
        maxLength: MERCHANT_CATEGORIES.length,
      })
      .map((all) => Object.fromEntries(MERCHANT_CATEGORIES.map((c, i) => [c, all[i]!]))),
    // The longest card ids kept, as many as kept, beside every category: the worst case.
    cards: fc.dictionary(fc.stringMatching(/^card_[a-z0-9]{43}$/), cents, {
      minKeys: MAX_CARD_BUDGETS,
      maxKeys: MAX_CARD_BUDGETS,
    }),
  });

  it('read back what was written, and always fit in one sealed note', () => {
    fc.assert(
      fc.property(budgets, (b) => {
        expect(Object.keys(b.cards).every((id) => id.length === MAX_CARD_ID)).toBe(true);
        const text = serializeBudgets(b);
        expect(text.length).toBeLessThanOrEqual(NOTE_MAX);
        expect(parseBudgets(text)).toEqual(b);
      }),
    );
  });

  it('leave out what is not a budget', () => {
    expect(parseBudgets('{"m":0}')).toBeNull();
    expect(parseBudgets('not json')).toBeNull();
    expect(parseBudgets('{"m":500.5}')).toBeNull();
    expect(parseBudgets('{"m":50000,"c":{"travel":-1,"food_and_drink":2000}}')).toEqual({
      monthly: 50000,
      categories: { food_and_drink: 2000 },
      cards: {},
    });
  });
});
