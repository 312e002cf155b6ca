import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_CENTS, FUND_MAX_CENTS, FUND_MIN_CENTS } from '../../contract/limits';
import {
  fundingParts,
  markDone,
  newPlan,
  nextStep,
  stepKey,
  stepsOf,
  withdrawParts,
  type ReplacePlan,
  type ReplaceStep,
} from './replace-plan';

const OLD = { id: 'card_old', bin_id: 'bin_visa', label: 'Travel' };
const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

describe('the money of a replace, split within the service’s bounds', () => {
  it('opens the new card with the balance when it fits one funding', () => {
    expect(fundingParts(42_50)).toEqual({ create: 42_50, funds: [], giveBack: 0 });
    expect(withdrawParts(42_50)).toEqual([42_50]);
  });

  it('splits a balance over $5,000 into top-ups, none under $1.00', () => {
    expect(fundingParts(10_000_50)).toEqual({
      create: 5_000_00,
      funds: [4_999_50, 1_00],
      giveBack: 0,
    });
  });

  it('opens a card with $1.00 when less is left, and gives the difference back', () => {
    expect(fundingParts(0)).toEqual({ create: 1_00, funds: [], giveBack: 1_00 });
    expect(fundingParts(35)).toEqual({ create: 1_00, funds: [], giveBack: 65 });
    expect(withdrawParts(0)).toEqual([]);
  });

  it('moves every cent, each part within its bounds, whatever the balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * AMOUNT_MAX_CENTS }), (cents) => {
        const { create, funds, giveBack } = fundingParts(cents);
        expect(create + sum(funds) - giveBack).toBe(cents);
        for (const part of [create, ...funds]) {
          expect(part).toBeGreaterThanOrEqual(FUND_MIN_CENTS);
          expect(part).toBeLessThanOrEqual(FUND_MAX_CENTS);
        }
        expect(sum(withdrawParts(cents))).toBe(cents);
        for (const part of withdrawParts(cents)) expect(part).toBeLessThanOrEqual(AMOUNT_MAX_CENTS);
      }),
    );
  });
});

describe('the steps of a plan', () => {
  it('withdraws, makes the card, copies the settings, funds it, and ends the old card last', () => {
    const plan = { ...newPlan('rpl_test0001', OLD), balanceCents: 6_000_00 };
    expect(stepsOf(plan).map((s) => s.id)).toEqual([
      'withdraw-0',
      'create',
      'settings',
      'fund-0',
      'terminate',
    ]);
    expect(stepKey(plan, stepsOf(plan)[1]!)).toBe('rpl_test0001:create');
  });

  it('has no steps until the balance is read, and none left when all are done', () => {
    const plan = newPlan('rpl_test0001', OLD);
    expect(nextStep(plan)).toBeNull();
    let known: ReplacePlan = { ...plan, balanceCents: 10 };
    for (const step of stepsOf(known)) known = markDone(known, step, 'card_new');
    expect(nextStep(known)).toBeNull();
    expect(known.newCardId).toBe('card_new');
  });
});

/**
 * The service as the plan sees it: a wallet and two cards, and the answers kept by idempotency
 * key (a key seen before replays its answer and moves nothing).
 */
function modelService(wallet: number, old: number) {
  const money = { wallet, old, fresh: 0, terminated: false };
  const seen = new Map<string, string | undefined>();
  const apply = (step: ReplaceStep) => {
    const take = (from: 'wallet' | 'old' | 'fresh', to: typeof from, cents: number) => {
      if (money[from] < cents) throw new Error(`${from} lacks ${cents}`);
      money[from] -= cents;
      money[to] += cents;
    };
    if (step.kind === 'withdraw') take('old', 'wallet', step.cents);
    if (step.kind === 'create' || step.kind === 'fund') take('wallet', 'fresh', step.cents);
    if (step.kind === 'give-back') take('fresh', 'wallet', step.cents);
    if (step.kind === 'terminate') {
      take('old', 'wallet', money.old);
      money.terminated = true;
    }
    return step.kind === 'create' ? 'card_new' : undefined;
  };
  return {
    money,
    total: () => money.wallet + money.old + money.fresh,
    /** One call: it may fail before it lands, or land and lose its answer. */
    send(key: string, step: ReplaceStep, fault: 'none' | 'before' | 'lost') {
      if (fault === 'before') throw new Error('network');
      if (!seen.has(key)) seen.set(key, apply(step));
      if (fault === 'lost') throw new Error('answer lost');
      return seen.get(key);
    },
  };
}

describe('a replace interrupted anywhere', () => {
  it('conserves money and moves the whole balance once, whatever step fails and how', () => {
    const fault = fc.constantFrom('none', 'none', 'before', 'lost') as fc.Arbitrary<
      'none' | 'before' | 'lost'
    >;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000_00 }),
        fc.integer({ min: FUND_MIN_CENTS, max: 50_000_00 }),
        fc.array(fault, { maxLength: 60 }),
        (balance, wallet, faults) => {
          const service = modelService(wallet, balance);
          const total = service.total();
          // The plan as stored on the device: each answer is saved before the next step.
          let stored: ReplacePlan = { ...newPlan('rpl_property', OLD), balanceCents: balance };
          let attempts = 0;
          for (let step = nextStep(stored); step; step = nextStep(stored)) {
            const now = faults[attempts++] ?? 'none';
            try {
              const made = service.send(stepKey(stored, step), step, now);
              stored = markDone(stored, step, made);
            } catch {
              // A reload: the next pass resumes from what was stored.
            }
            expect(service.total()).toBe(total);
            expect(attempts).toBeLessThan(200);
          }
          expect(service.money).toEqual({ wallet, old: 0, fresh: balance, terminated: true });
        },
      ),
    );
  });
});
