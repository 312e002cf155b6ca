import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DisputeReason } from './dispute-rules';

/**
 * Each reason as the networks name it, in the person's words, with the evidence support will ask
 * for (decision 043: from Visa's and Mastercard's dispute conditions, said plainly).
 */
export const REASON_WORDS: Record<
  DisputeReason,
  { label: MessageDescriptor; hint: MessageDescriptor; evidence: MessageDescriptor[] }
> = {
  fraudulent: {
    label: msg`Fraudulent`,
    hint: msg`You did not make or allow this purchase.`,
    evidence: [
      msg`Say that you did not make or allow it, and that nobody you know used the card.`,
      msg`Other charges on this card you do not know.`,
      msg`When you froze or replaced the card.`,
    ],
  },
  not_received: {
    label: msg`Not received`,
    hint: msg`You paid, but the goods or service never came.`,
    evidence: [
      msg`The order confirmation and the promised delivery date.`,
      msg`Tracking details, if there were any.`,
      msg`Your messages asking the merchant about it, and their answers.`,
    ],
  },
  duplicate: {
    label: msg`Duplicate`,
    hint: msg`You were charged more than once for one purchase.`,
    evidence: [
      msg`Both charges: their dates and amounts.`,
      msg`The receipt showing a single purchase.`,
    ],
  },
  canceled: {
    label: msg`Canceled`,
    hint: msg`You canceled an order or subscription and were still charged.`,
    evidence: [
      msg`The cancellation confirmation, with its date.`,
      msg`The merchant’s cancellation terms.`,
      msg`Your messages with the merchant about it.`,
    ],
  },
  wrong_amount: {
    label: msg`Wrong amount`,
    hint: msg`The charge differs from the amount you agreed to.`,
    evidence: [
      msg`The receipt, quote or order showing the agreed amount.`,
      msg`Your messages with the merchant about it.`,
    ],
  },
  not_as_described: {
    label: msg`Not as described`,
    hint: msg`What came was broken, different or not what was promised.`,
    evidence: [
      msg`The description or listing you bought from.`,
      msg`Photos of what you received.`,
      msg`Proof you tried to return it or asked the merchant to fix it.`,
    ],
  },
};
