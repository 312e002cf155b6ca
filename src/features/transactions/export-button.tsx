import { useLingui } from '@lingui/react/macro';
import type { TransactionListFilters } from '../../api/transactions';
import { Button } from '../../components/ui/button';
import { useTransactionExport } from './use-export';

/**
 * "Export CSV" and its progress. The progress lives here, not in the page: it changes once per
 * downloaded page (100 times for 10,000 transactions), and in the page each change re-rendered the
 * whole list (bench:ui's export of 10,000 took 1.5–1.8 s, over its 1 s target; decision 005).
 */
export function ExportButton({
  filters,
  disabled,
}: {
  filters: TransactionListFilters;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { exportCsv, progress } = useTransactionExport();
  const exporting = ({ done, total: all }: { done: number; total: number }) =>
    all ? t`Exporting ${done} of ${all}` : t`Exporting…`;
  return (
    <Button
      variant="secondary"
      onClick={() => void exportCsv(filters)}
      busy={progress !== null}
      disabled={disabled}
    >
      {progress ? exporting(progress) : t`Export CSV`}
    </Button>
  );
}
