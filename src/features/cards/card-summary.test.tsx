import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardSummarySchema } from '../../contract/cards';
import type { Transaction } from '../../contract/transactions';
import { samples } from '../../test/samples';
import { CardSummary } from './card-summary';

const txn = (type: string, i: number): Transaction =>
  ({ ...samples.transaction, id: `txn_${i}`, type }) as Transaction;

describe('the decline rate', () => {
  it('counts purchase attempts, and says so: settlements and refunds are not attempts', () => {
    // Issue #29: "64 % of the last 13 transactions" was 7 declines of 11 purchase attempts.
    const recent = [
      ...Array.from({ length: 4 }, (_, i) => txn('authorization', i)),
      ...Array.from({ length: 7 }, (_, i) => txn('decline', 10 + i)),
      txn('settlement', 20),
      txn('refund', 21),
    ];
    render(<CardSummary card={cardSummarySchema.parse(samples.cardSummary)} recent={recent} />);
    expect(screen.getByText('64%')).toBeInTheDocument();
    expect(screen.getByText('of the last 11 purchase attempts')).toBeInTheDocument();
    expect(screen.queryByText(/of the last 13/)).toBeNull();
  });
});
