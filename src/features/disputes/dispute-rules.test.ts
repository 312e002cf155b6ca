// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  advance,
  daysLeft,
  deadlineOf,
  disputability,
  reminderOf,
  type DisputeState,
} from './dispute-rules';

const DAY = 86_400_000;
const settled = '2026-03-01T12:00:00.000Z';
const purchase = {
  id: 'txn_a',
  type: 'authorization' as const,
  authorization_id: null,
  created_at: '2026-02-28T09:00:00.000Z',
  settled_at: null as string | null,
};

describe('which charges can be disputed', () => {
  it('a settled authorization can, with a limit 120 days after settlement', () => {
    expect(disputability({ ...purchase, settled_at: settled })).toEqual({
      can: true,
      purchaseId: 'txn_a',
      settledAt: settled,
      deadline: '2026-06-29T12:00:00.000Z',
    });
  });

  it('the timeline’s settled step counts when the field is missing (another provider)', () => {
    const timeline = [{ status: 'settled', at: settled }];
    expect(disputability({ ...purchase, timeline })).toMatchObject({
      can: true,
      settledAt: settled,
    });
  });

  it('a settlement leads to its authorization’s dispute; one without it settles itself', () => {
    const settlement = { ...purchase, id: 'txn_s', type: 'settlement' as const };
    expect(
      disputability({ ...settlement, authorization_id: 'txn_a', settled_at: settled }),
    ).toMatchObject({ can: true, purchaseId: 'txn_a' });
    expect(disputability(settlement)).toMatchObject({
      can: true,
      purchaseId: 'txn_s',
      settledAt: settlement.created_at,
    });
  });

  it('a pending charge, a decline and a refund cannot', () => {
    expect(disputability(purchase)).toEqual({ can: false, why: 'pending' });
    expect(disputability({ ...purchase, type: 'decline' })).toEqual({
      can: false,
      why: 'declined',
    });
    expect(disputability({ ...purchase, type: 'refund', settled_at: settled })).toEqual({
      can: false,
      why: 'refund',
    });
  });
});

describe('the time limit and its reminder', () => {
  const deadline = deadlineOf(settled);
  const at = (ms: number) => Date.parse(deadline) - ms;

  it('counts whole days, rounding up', () => {
    expect(daysLeft(deadline, at(DAY))).toBe(1);
    expect(daysLeft(deadline, at(1))).toBe(1);
    expect(daysLeft(deadline, at(0))).toBe(0);
    expect(daysLeft(deadline, Date.parse(settled))).toBe(120);
  });

  it('a draft is recalled from 14 days before the limit, and said late after it', () => {
    const draft = { state: 'drafted' as DisputeState, deadline };
    expect(reminderOf(draft, at(14 * DAY + 1))).toBe('none');
    expect(reminderOf(draft, at(14 * DAY))).toBe('near');
    expect(reminderOf(draft, at(1))).toBe('near');
    expect(reminderOf(draft, at(0))).toBe('past');
  });

  it('a dispute sent or resolved needs no reminder', () => {
    expect(reminderOf({ state: 'sent', deadline }, at(DAY))).toBe('none');
    expect(reminderOf({ state: 'resolved', deadline }, at(-DAY))).toBe('none');
  });
});

describe('a dispute’s states', () => {
  const now = Date.parse('2026-03-05T10:00:00.000Z');
  const draft: { state: DisputeState; reason: string; sentAt?: string; resolvedAt?: string } = {
    state: 'drafted',
    reason: 'duplicate',
  };

  it('go forward one step at a time, stamped', () => {
    const sent = advance(draft, 'sent', now);
    expect(sent).toEqual({ ...draft, state: 'sent', sentAt: '2026-03-05T10:00:00.000Z' });
    const resolved = advance(sent, 'resolved', now + DAY);
    expect(resolved).toMatchObject({ state: 'resolved', sentAt: sent.sentAt });
    expect(resolved.resolvedAt).toBe('2026-03-06T10:00:00.000Z');
  });

  it('refuse skipping, going back and staying', () => {
    expect(() => advance(draft, 'resolved', now)).toThrow(/drafted to resolved/);
    expect(() => advance({ ...draft, state: 'sent' }, 'drafted', now)).toThrow();
    expect(() => advance({ ...draft, state: 'resolved' }, 'resolved', now)).toThrow();
    expect(() => advance(draft, 'drafted', now)).toThrow();
  });
});
