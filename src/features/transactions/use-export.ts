import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/errors';
import type { Transaction, TransactionFilters } from '../../api/schemas/transactions';
import { transactionsApi } from '../../api/transactions';
import { downloadText, transactionsToCsv } from './csv';

/** Exports every page of the filtered set (not only the visible one), page by page, with progress. */
export function useTransactionExport() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function exportCsv(filters: TransactionFilters) {
    const rows: Transaction[] = [];
    const query = { ...filters, page: 1, per_page: 100 };
    try {
      setProgress({ done: 0, total: 0 });
      for (;;) {
        const page = await transactionsApi.list(query);
        rows.push(...page.data);
        setProgress({ done: rows.length, total: page.pagination.total });
        if (page.data.length === 0 || rows.length >= page.pagination.total) break;
        query.page += 1;
      }
      downloadText(
        transactionsToCsv(rows),
        `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      toast.success(`Exported ${rows.length} transaction${rows.length === 1 ? '' : 's'}`);
    } catch (error) {
      toast.error(`Export failed: ${errorMessage(error)}`);
    } finally {
      setProgress(null);
    }
  }

  return { exportCsv, progress };
}
