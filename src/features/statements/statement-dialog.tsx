import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useServiceNow } from '../../api/use-service-now';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toaster';
import { deviceTimeZone, monthBounds } from '../../lib/month-bounds';
import type { StatementScope } from './statement-data';
import { downloadStatement } from './statement-file';

/** How many months back a statement can be asked for (this one included). */
const MONTHS = 12;

/**
 * A month to choose and "Download PDF" (decision 045): months in this device's zone on the
 * service's clock (decision 020), this one first, "so far" while it runs.
 */
export function StatementDialog({
  scope,
  onClose,
}: {
  scope: StatementScope;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const now = useServiceNow(60_000);
  const zone = deviceTimeZone();
  const [back, setBack] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const monthName = new Intl.DateTimeFormat(i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  });
  const months =
    now === undefined ? [] : Array.from({ length: MONTHS }, (_, i) => monthBounds(now, zone, -i));

  async function download() {
    if (now === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const name = await downloadStatement(i18n, scope, months[back]!, now, zone);
      toast.success(t`Statement saved: ${name}`);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={scope.kind === 'card' ? t`Card statement` : t`Account statement`}
      description={
        scope.kind === 'card'
          ? t`The card's opening and closing balances, every movement and spending by category, as a PDF.`
          : t`Your wallet and cards together: opening and closing balances, deposits, fees, every purchase and refund, and spending by category, as a PDF.`
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        {months.length === 0 ? (
          <Skeleton className="h-16" aria-label={t`Loading months`} />
        ) : (
          <SelectField
            label={t`Month`}
            value={String(back)}
            onChange={(event) => setBack(Number(event.target.value))}
            disabled={busy}
          >
            {months.map((month, i) => {
              const name = monthName.format(month.start);
              return (
                <option key={month.start} value={i}>
                  {i === 0 ? t`${name} (so far)` : name}
                </option>
              );
            })}
          </SelectField>
        )}
        {error && (
          <Alert tone="error" title={t`The statement could not be made`}>
            {error}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy} disabled={months.length === 0}>
            {busy ? t`Making the statement…` : error ? t`Try again` : t`Download PDF`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
