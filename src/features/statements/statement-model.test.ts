import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/transactions';
import { cardMovements } from './card-movements';
import { MOVEMENT_KINDS, statementFor, type Movement } from './statement-model';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-01-01T00:00:00.000Z');
/** Three 30-day "months" back to back. */
const months = [0, 1, 2].map((i) => ({ start: T0 + i * 30 * DAY, end: T0 + (i + 1) * 30 * DAY }));

const movement = fc.record({
  at: fc.integer({ min: T0 - 10 * DAY, max: T0 + 100 * DAY }),
  kind: fc.constantFrom(...MOVEMENT_KINDS),
  cents: fc.integer({ min: -100_000, max: 100_000 }),
  what: fc.constant('x'),
  category: fc.constantFrom('travel', 'software', 'groceries'),
  id: fc.string(),
}) as fc.Arbitrary<Movement>;

describe('the statement model', () => {
  it('opens where the month before closed, adds up its lines, and its categories are its spend', () => {
    fc.assert(
      fc.property(
        fc.array(movement, { maxLength: 60 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (moves, now) => {
          const statements = months.map((m) => statementFor(m, now, moves));
          statements.forEach((s, i) => {
            const lines = s.movements.reduce((n, m) => n + m.cents, 0);
            expect(s.openingCents + lines).toBe(s.closingCents);
            expect(Object.values(s.totals).reduce((a, b) => a + b, 0)).toBe(lines);
            expect(s.categories.reduce((n, c) => n + c.cents, 0)).toBe(s.spentCents);
            expect(s.movements.every((m, j, all) => j === 0 || all[j - 1]!.at <= m.at)).toBe(true);
            if (i > 0) expect(s.openingCents).toBe(statements[i - 1]!.closingCents);
          });
          // After every movement, the last month closes on the balance now.
          const after = moves
            .filter((m) => m.at >= months[2]!.end)
            .reduce((n, m) => n + m.cents, 0);
          expect(statements[2]!.closingCents).toBe(now - after);
        },
      ),
    );
  });
});

type Step = { op: 'fund' | 'withdraw' | 'buy' | 'refund' | 'settle' | 'decline'; cents: number };
const step = fc.record({
  op: fc.constantFrom('fund', 'withdraw', 'buy', 'refund', 'settle', 'decline'),
  cents: fc.integer({ min: 1, max: 50_000 }),
}) as fc.Arbitrary<Step>;

/** A card's life as the service would list it: funding and withdrawals leave no transaction. */
function cardLife(opening: number, steps: Step[]) {
  let balance = opening;
  const transactions: Transaction[] = [];
  steps.forEach(({ op, cents }, i) => {
    if (op === 'fund') balance += cents;
    else if (op === 'withdraw') balance -= Math.min(cents, balance);
    else {
      const amount = op === 'buy' ? -Math.min(cents, balance) : op === 'refund' ? cents : -cents;
      if (op === 'buy' || op === 'refund') balance += amount;
      transactions.unshift({
        id: `txn_${i}`,
        card_id: 'card_1',
        type: (
          {
            buy: 'authorization',
            refund: 'refund',
            settle: 'settlement',
            decline: 'decline',
          } as const
        )[op],
        amount,
        currency: 'USD',
        merchant: { name: 'Shop', category: 'groceries', mcc: '5411', country: 'US' },
        balance_after: balance,
        created_at: new Date(T0 + (i + 1) * DAY).toISOString(),
      });
    }
  });
  return { balance, transactions };
}

describe('a card’s movements', () => {
  it('come to the balance after each transaction and to the balance now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(step, { maxLength: 40 }),
        (opening, steps) => {
          const { balance, transactions } = cardLife(opening, steps);
          const card = { balance, created_at: new Date(T0).toISOString() };
          const moves = cardMovements(card, transactions, T0 + 200 * DAY);
          expect(moves.reduce((n, m) => n + m.cents, 0)).toBe(balance);
          for (const t of transactions) {
            const upTo = moves.filter((m) => m.at <= Date.parse(t.created_at));
            expect(upTo.reduce((n, m) => n + m.cents, 0)).toBe(t.balance_after);
          }
          expect(moves.every((m) => m.cents !== 0)).toBe(true);
        },
      ),
    );
  });
});
