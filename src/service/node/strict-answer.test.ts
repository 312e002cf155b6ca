import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { cardDetailsSchema, cardSummarySchema } from '../../contract/cards';
import { usdSchema } from '../../contract/common';
import { answerSchema, strictDrifts } from './strict-answer';

const summary = {
  id: 'card_1',
  bin_id: '485932',
  network: 'visa',
  last4: '4242',
  status: 'active',
  balance: 12.5,
  label: 'Everyday',
  created_at: '2026-11-01T00:00:00.000Z',
  last_used_at: null,
  spending_limit: null,
  total_spent: 0,
  transaction_count: 0,
  metadata: { team: 'ads', budget: 3 },
  expires_at: '2029-11-30T23:59:59.999Z',
  frozen_at: null,
  terminated_at: null,
};

/** Decision 041: the contract's loose schemas read strictly, as check-live reads a live answer. */
describe('strictDrifts', () => {
  it('finds nothing in an answer that is exactly the contract (optional fields absent, nulls, free metadata)', () => {
    expect(strictDrifts(cardSummarySchema, summary)).toEqual([]);
    expect(z.safeParse(cardSummarySchema, { ...summary, extra: 1 }).success).toBe(true);
  });

  it('names each drift by its path, deep in lists and objects', () => {
    const list = answerSchema({ list: cardSummarySchema, paginated: true })!;
    const { label: _, ...unlabelled } = summary;
    const answer = {
      data: [summary, { ...unlabelled, status: 'paused', balance: '12.50', metadata: [] }],
      pagination: { page: 1, per_page: 25, total: 2, total_pages: 1, cursor: 'x' },
    };
    expect(strictDrifts(list, answer)).toEqual([
      { path: 'data[1].status', problem: 'unknown enum value "paused"' },
      { path: 'data[1].balance', problem: 'wrong type (expected number, got string)' },
      { path: 'data[1].label', problem: 'missing field' },
      { path: 'data[1].metadata', problem: 'wrong type (expected object, got array)' },
      { path: 'pagination.cursor', problem: 'unknown field' },
    ]);
  });

  it('checks a value against its format without quoting it (a PAN passes here)', () => {
    const details = {
      id: 'card_1',
      pan: '4242 4242 4242 4242',
      cvv: '123',
      exp_month: 11.5,
      exp_year: 2029,
      holder_name: 'A B',
      billing_address: { line1: 'x', city: 'y', state: 'z', zip: '1', country: 'US' },
    };
    const drifts = strictDrifts(cardDetailsSchema, details);
    expect(drifts.map((d) => d.path)).toEqual(['pan', 'exp_month']);
    expect(drifts[0]!.problem).toBe('invalid value (16 digits)');
    expect(JSON.stringify(drifts)).not.toContain('4242');
  });

  it('reads a money field on its wire side, and a union by its closest option', () => {
    expect(strictDrifts(usdSchema, 12.5)).toEqual([]);
    const either = z.union([z.looseObject({ a: z.string() }), z.looseObject({ b: z.int() })]);
    expect(strictDrifts(either, { b: 1 })).toEqual([]);
    expect(strictDrifts(either, { b: 1, c: 2 })).toEqual([{ path: 'c', problem: 'unknown field' }]);
    expect(strictDrifts(z.literal('frozen'), 'active')).toEqual([
      { path: '(the answer)', problem: 'unknown enum value "active"' },
    ]);
  });
});
