import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { DATE_PRESETS, matchPreset, presetRange } from './filter-kinds';
import { useKindWords } from './filter-words';
import type { TransactionView } from './transaction-params';

/**
 * The date filter: a preset in one press (today, the last 7 days, this month), or a range of two
 * days on calendars in the person's language (DateField, decision 019).
 */
export function DateEditor({
  view,
  apply,
}: {
  view: TransactionView;
  apply: (patch: Partial<TransactionView>) => void;
}) {
  const { t } = useLingui();
  const words = useKindWords();
  const now = new Date();
  const current = matchPreset(view.from, view.to, now);
  const [from, setFrom] = useState(view.from);
  const [to, setTo] = useState(view.to);
  return (
    <div className="space-y-5">
      <div role="group" aria-label={t`Quick ranges`} className="flex flex-wrap gap-2">
        {DATE_PRESETS.map((preset) => (
          <Button
            key={preset}
            variant={current === preset ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={current === preset}
            onClick={() => apply(presetRange(preset, now))}
          >
            {words.preset[preset]}
          </Button>
        ))}
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Custom range</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          <DateField label={t`From`} value={from} max={to} onChange={setFrom} />
          <DateField label={t`To`} value={to} min={from} onChange={setTo} />
        </div>
        <div className="flex justify-end">
          <Button disabled={!from && !to} onClick={() => apply({ from, to })}>
            <Trans>Apply</Trans>
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
