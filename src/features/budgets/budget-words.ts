import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BudgetInput } from './budgets';

type Refusal = Extract<BudgetInput, { refused: string }>['refused'];

/** Why a budget is refused, in words (decision 042's table). */
export const REFUSALS: Record<Refusal, MessageDescriptor> = {
  empty: msg`Enter a budget, such as 500.`,
  zero: msg`A budget must be more than $0.`,
  format: msg`Write the budget in dollars and cents, such as 450.50.`,
  ceiling: msg`A budget can be at most $1,000,000.00.`,
};
