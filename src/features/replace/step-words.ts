import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StepGroup } from './replace-plan';

/** Each step of a replace as the person reads it, in the order they run (decision 044). */
export const STEP_GROUPS: readonly StepGroup[] = [
  'withdraw',
  'create',
  'settings',
  'fund',
  'terminate',
];

export const STEP_WORDS: Record<StepGroup | 'balance', MessageDescriptor> = {
  balance: msg`Read the old card’s balance`,
  withdraw: msg`Move the old card’s balance to your wallet`,
  create: msg`Make the new card`,
  settings: msg`Copy the settings and the look`,
  fund: msg`Move the balance onto the new card`,
  terminate: msg`End the old card`,
};
