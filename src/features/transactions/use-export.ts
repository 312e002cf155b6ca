import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../api/errors';
import type { TransactionListFilters } from '../../api/transactions';
import { fetchAllTransactions } from '../../api/transactions';
import { cardQueries } from '../../api/cards';
import { PER_PAGE_MAX } from '../../contract/limits';
import { cardWithLast4 } from '../../lib/service-words';
import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';

/** Exports every page of the filtered set (not only the visible one), page by page, with progress. */
export function useTransactionExport() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const queryClient = useQueryClient();

  async function exportCsv(filters: TransactionListFilters) {
    try {
      setProgress({ done: 0, total: 0 });
      // The CSV writer (papaparse, 7 KB) loads with the first export, not with the page.
      const [rows, { downloadCsv, transactionsToCsv }, notes, cards] = await Promise.all([
        fetchAllTransactions(filters, {
          onProgress: (done, total) => setProgress({ done, total }),
        }),
        import('./csv'),
        // The person's notes, read on this device (sealed or tab-only; none while locked: 029).
        import('../../lib/notes/current').then(({ allNotes }) => allNotes()),
        // The cards by name (the page has this list already: usually no request).
        queryClient.fetchQuery(cardQueries.list({ per_page: PER_PAGE_MAX })),
      ]);
      const cardNames = new Map(cards.data.map((c) => [c.id, cardWithLast4(i18n, c)]));
      downloadCsv(
        transactionsToCsv(rows, notes, { cardNames }),
        `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      toast.success(
        plural(rows.length, { one: 'Exported # transaction', other: 'Exported # transactions' }),
      );
    } catch (error) {
      const reason = errorMessage(error);
      toast.error(t`Export failed: ${reason}`);
    } finally {
      setProgress(null);
    }
  }

  return { exportCsv, progress };
}
