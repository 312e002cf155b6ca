import { describe, expect, it } from 'vitest';
import { budgetAlertDue, markRaised, thresholdReached } from './budget-alert';

const NOV = Date.UTC(2026, 10, 1);
const DEC = Date.UTC(2026, 11, 1);

describe('the budget card alert: 80 % and 100 %, once per threshold per month (decision 048)', () => {
  it('reaches 80 % at four fifths in whole cents and 100 % at the budget', () => {
    expect(thresholdReached(79_99, 100_00)).toBeNull();
    expect(thresholdReached(80_00, 100_00)).toBe(80);
    expect(thresholdReached(99_99, 100_00)).toBe(80);
    expect(thresholdReached(100_00, 100_00)).toBe(100);
    expect(thresholdReached(250_00, 100_00)).toBe(100);
  });

  it('raises each threshold once in a month, and again in the next month', () => {
    let sent: string[] = [];
    expect(budgetAlertDue(sent, 'acc', NOV, 85_00, 100_00)).toBe(80);
    sent = markRaised(sent, 'acc', NOV, 80);
    expect(budgetAlertDue(sent, 'acc', NOV, 90_00, 100_00)).toBeNull();
    expect(budgetAlertDue(sent, 'acc', NOV, 101_00, 100_00)).toBe(100);
    sent = markRaised(sent, 'acc', NOV, 100);
    expect(budgetAlertDue(sent, 'acc', NOV, 120_00, 100_00)).toBeNull();
    expect(budgetAlertDue(sent, 'acc', DEC, 85_00, 100_00)).toBe(80);
    // The next month's first alert forgets the last month's keys: the list stays small.
    expect(markRaised(sent, 'acc', DEC, 80)).toEqual(['acc:' + DEC + ':80']);
  });

  it('past 100 % at once raises 100 only; a refund back under it raises nothing more', () => {
    expect(budgetAlertDue([], 'acc', NOV, 130_00, 100_00)).toBe(100);
    const sent = markRaised([], 'acc', NOV, 100);
    expect(budgetAlertDue(sent, 'acc', NOV, 85_00, 100_00)).toBeNull();
  });

  it('keeps each account apart', () => {
    const sent = markRaised([], 'one', NOV, 80);
    expect(budgetAlertDue(sent, 'two', NOV, 85_00, 100_00)).toBe(80);
    expect(markRaised(sent, 'two', DEC, 80)).toEqual(['one:' + NOV + ':80', 'two:' + DEC + ':80']);
  });
});
