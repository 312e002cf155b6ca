import { Trans, useLingui } from '@lingui/react/macro';
import { statusLabel } from '../../../components/ui/status';
import { formatDateTime } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { categoryName } from '../../../lib/service-words';
import { ReceiptView } from '../notes/receipt-view';
import { Timeline } from '../timeline';
import type { ReportFacts } from './report-text';

/** The printable report: the only thing on paper (data-print-only, index.css; decision 029). */
export function ReportSheet({ facts: { txn, card, note, receipt } }: { facts: ReportFacts }) {
  const { t, i18n } = useLingui();
  const rows: Array<[string, string]> = [
    [t`Merchant`, txn.merchant_details?.name ?? txn.merchant.name],
    [t`Amount`, formatCents(txn.amount, { signed: true })],
    [t`Date`, formatDateTime(txn.created_at)],
    [t`Category`, categoryName(i18n, txn.merchant_details?.category ?? txn.merchant.category)],
    [t`Card`, card ? `${card.label} •••• ${card.last4}` : '—'],
    [t`3-D Secure`, txn.three_ds ? statusLabel(txn.three_ds.status) : '—'],
    [t`Transaction id`, txn.id],
  ];
  return (
    <article
      data-print-only
      aria-labelledby="report-heading"
      className="space-y-5 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:bg-white print:p-0 print:text-black"
    >
      <h2 id="report-heading" className="text-lg font-semibold">
        <Trans>Problem with a card transaction</Trans>
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400 print:text-slate-700">
              {label}
            </dt>
            <dd className="mt-0.5 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {txn.timeline && txn.timeline.length > 0 && (
        <section aria-labelledby="report-timeline">
          <h3 id="report-timeline" className="mb-3 font-semibold">
            <Trans>Timeline</Trans>
          </h3>
          <Timeline events={txn.timeline} amountAbove={txn.amount} />
        </section>
      )}
      <section aria-labelledby="report-note">
        <h3 id="report-note" className="mb-1 font-semibold">
          <Trans>My note</Trans>
        </h3>
        <p className="whitespace-pre-wrap text-sm">{note || '—'}</p>
      </section>
      {receipt && (
        <section aria-labelledby="report-receipt">
          <h3 id="report-receipt" className="mb-2 font-semibold">
            <Trans>Receipt</Trans>
          </h3>
          <ReceiptView receipt={receipt} />
        </section>
      )}
    </article>
  );
}
