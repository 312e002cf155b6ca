import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransactionDetail } from '../../../contract/transactions';
import { formatDateTime } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import type { Receipt } from '../../../lib/notes/notes-store';
import { categoryName, timelineNoteText } from '../../../lib/service-words';
import { statusLabel } from '../../../components/ui/status';
import { orderTimeline, timelineLabel } from '../timeline';

/** What the report shows and copies: the card by its label and last four only, never PAN or CVV. */
export type ReportFacts = {
  txn: TransactionDetail;
  card: { label: string; last4: string } | null;
  note: string;
  receipt: Receipt | null;
};

/** The report as plain text, in the person's language, for the card provider's support (029). */
export function reportText(i18n: I18n, { txn, card, note, receipt }: ReportFacts): string {
  const line = (label: string, value: string) => `${label}: ${value}`;
  const lines = [
    i18n._(msg`Problem with a card transaction`),
    '',
    line(i18n._(msg`Merchant`), txn.merchant_details?.name ?? txn.merchant.name),
    line(i18n._(msg`Amount`), formatCents(txn.amount, { signed: true })),
    line(i18n._(msg`Date`), formatDateTime(txn.created_at)),
    line(
      i18n._(msg`Category`),
      categoryName(i18n, txn.merchant_details?.category ?? txn.merchant.category),
    ),
    line(i18n._(msg`Card`), card ? `${card.label} •••• ${card.last4}` : '—'),
    line(i18n._(msg`3-D Secure`), txn.three_ds ? statusLabel(txn.three_ds.status) : '—'),
    line(i18n._(msg`Transaction id`), txn.id),
  ];
  const events = orderTimeline(txn.timeline ?? []);
  if (events.length > 0) {
    lines.push('', `${i18n._(msg`Timeline`)}:`);
    for (const event of events) {
      const amount =
        event.amount !== undefined ? ` ${formatCents(event.amount, { signed: true })}` : '';
      const extra = event.note ? ` (${timelineNoteText(i18n, event.note)})` : '';
      lines.push(
        `- ${formatDateTime(event.at)} ${timelineLabel(i18n, event.status)}${amount}${extra}`,
      );
    }
  }
  lines.push('', `${i18n._(msg`My note`)}:`, note || '—');
  if (receipt) lines.push('', line(i18n._(msg`Receipt attached`), receipt.name));
  return lines.join('\n');
}
