import { useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState } from 'react';
import { dayToDate } from '../../lib/calendar-day';
import { lazyChunk, preloadChunk } from '../../lib/lazy-part';
import { dateFormat } from '../../lib/i18n/intl';

// The dialog and its calendar load when a person reaches for the field (hover, focus), not with
// the page: the transactions route stays within its size budget (decision 005).
const loadDialog = () => import('./date-dialog');
const DateDialog = lazyChunk(loadDialog);

type Props = {
  label: string;
  /** The chosen day ("2026-11-24"), or none. */
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string | undefined) => void;
  className?: string;
};

/**
 * A day, chosen on a calendar in the person's language and shown in it ("24 nov. 2026"), where
 * `<input type="date">` speaks the browser's language whatever the page's (decision 019). The
 * button names the field and its value; the calendar opens in a dialog (Escape closes, focus
 * returns), which also suits a phone.
 */
export function DateField({ label, value, min, max, onChange, className = '' }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const selected = dayToDate(value);
  const choose = (day: string | undefined) => {
    onChange(day);
    setOpen(false);
  };
  return (
    <div className={className}>
      <span id={labelId} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      <button
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => preloadChunk(loadDialog)}
        onFocus={() => preloadChunk(loadDialog)}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <span id={valueId} className={selected ? '' : 'text-slate-500 dark:text-slate-400'}>
          {selected ? dateFormat().format(selected) : t`Any day`}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DateDialog
            label={label}
            value={value}
            min={min}
            max={max}
            onChoose={choose}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
