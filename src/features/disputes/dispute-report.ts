import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import type { DisputeRecord } from './dispute-record';
import { REASON_WORDS } from './reason-words';

/**
 * The report the person sends to their provider's support (decision 043), pre-filled from the
 * transaction, the card and what they wrote: plain text, to paste into any message or form.
 */
export function disputeReport(i18n: I18n, d: DisputeRecord): string {
  const words = REASON_WORDS[d.reason];
  const id = d.txnId;
  const last4 = d.last4;
  const amount = formatCents(d.amount);
  const merchant = d.merchant;
  const charged = formatDate(d.chargedAt);
  const settled = formatDate(d.settledAt);
  const reason = `${i18n._(words.label)} — ${i18n._(words.hint)}`;
  const lines = [
    i18n._(msg`I dispute this card transaction.`),
    '',
    i18n._(msg`Transaction: ${id}`),
    i18n._(msg`Card: •••• ${last4}`),
    i18n._(msg`Amount: ${amount}`),
    i18n._(msg`Merchant: ${merchant}`),
    i18n._(msg`Date: ${charged} (settled ${settled})`),
    i18n._(msg`Reason: ${reason}`),
  ];
  const explanation = d.explanation.trim();
  if (explanation) lines.push('', i18n._(msg`What happened:`), explanation);
  lines.push('', i18n._(msg`I can provide:`), ...words.evidence.map((e) => `- ${i18n._(e)}`));
  return lines.join('\n');
}
