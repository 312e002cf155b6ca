// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NOTE_MAX } from '../../lib/notes/limits';
import {
  DisputeTooLongError,
  EXPLANATION_MAX,
  parseDispute,
  serializeDispute,
  type DisputeRecord,
} from './dispute-record';

const record: DisputeRecord = {
  txnId: 'txn_abc',
  cardId: 'card_xyz',
  last4: '4242',
  amount: 1250,
  merchant: 'Kiosk',
  chargedAt: '2026-03-01T09:00:00.000Z',
  settledAt: '2026-03-02T09:00:00.000Z',
  reason: 'duplicate',
  explanation: 'Charged twice for one coffee.',
  state: 'drafted',
  draftedAt: '2026-03-05T09:00:00.000Z',
};

describe('a kept dispute', () => {
  it('reads back as written, with its limit worked out', () => {
    expect(parseDispute(serializeDispute(record), 'txn_abc')).toEqual({
      ...record,
      deadline: '2026-06-30T09:00:00.000Z',
    });
  });

  it('is left out when unreadable, of another version, or about another transaction', () => {
    const text = serializeDispute(record);
    expect(parseDispute('not json', 'txn_abc')).toBeNull();
    expect(parseDispute(text, 'txn_other')).toBeNull();
    const hostile = (patch: object) => JSON.stringify({ ...record, ...patch });
    expect(parseDispute(hostile({ reason: 'because' }), 'txn_abc')).toBeNull();
    expect(parseDispute(hostile({ state: 'won' }), 'txn_abc')).toBeNull();
    expect(parseDispute(hostile({ amount: -5 }), 'txn_abc')).toBeNull();
    expect(parseDispute(hostile({ amount: 1.5 }), 'txn_abc')).toBeNull();
    expect(parseDispute(hostile({ last4: '<img>' }), 'txn_abc')).toBeNull();
    expect(parseDispute(hostile({ settledAt: 'yesterday' }), 'txn_abc')).toBeNull();
    expect(
      parseDispute(hostile({ explanation: 'x'.repeat(EXPLANATION_MAX + 1) }), 'txn_abc'),
    ).toBeNull();
  });

  it('fits one note with the longest plain explanation, and says so when escapes do not', () => {
    const longest = {
      ...record,
      merchant: 'm'.repeat(80),
      explanation: 'é'.repeat(EXPLANATION_MAX),
    };
    expect(serializeDispute(longest).length).toBeLessThanOrEqual(NOTE_MAX);
    const quotes = { ...record, explanation: '"'.repeat(EXPLANATION_MAX) };
    expect(() => serializeDispute(quotes)).toThrow(DisputeTooLongError);
  });
});
