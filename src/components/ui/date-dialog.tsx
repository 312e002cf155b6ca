import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ComponentType } from 'react';
import { lazyChunk } from '../../lib/lazy-part';
import { dateToDay, dayToDate } from '../../lib/calendar-day';
import { activeLocale } from '../../lib/i18n/i18n';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import type { CalendarProps } from './calendar';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * The grid and one language's names load together, as one lazy component per language (made here,
 * loaded only when shown): a later switch of language loads only that language's names.
 */
const calendarIn = (locale: Locale): ComponentType<CalendarProps> =>
  lazyChunk(async () => {
    const { default: Grid, DAY_LOCALES } = await import('./calendar');
    const dayLocale = await DAY_LOCALES[locale]();
    return { default: (props: CalendarProps) => <Grid {...props} dayLocale={dayLocale} /> };
  });
const CALENDARS = Object.fromEntries(LOCALES.map((l) => [l, calendarIn(l)])) as Record<
  Locale,
  ComponentType<CalendarProps>
>;

/** The calendar of a DateField (date-field.tsx), in a dialog: a day, "any day" or today. */
export default function DateDialog({
  label,
  value,
  min,
  max,
  onChoose,
  onClose,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChoose: (day: string | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const Calendar = CALENDARS[activeLocale()];
  const today = dateToDay(new Date());
  // Days compare as text ("2026-11-24").
  const todayAllowed = (!min || today >= min) && (!max || today <= max);
  return (
    <Dialog open onClose={onClose} title={label}>
      <Suspense fallback={<p className="py-24 text-center text-sm">{t`Loading…`}</p>}>
        <Calendar
          selected={dayToDate(value)}
          min={dayToDate(min)}
          max={dayToDate(max)}
          onSelect={(date) => onChoose(dateToDay(date))}
        />
      </Suspense>
      <div className="mt-4 flex justify-end gap-2">
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChoose(undefined)}>
            <Trans>Any day</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={!todayAllowed}
          onClick={() => onChoose(today)}
        >
          <Trans>Today</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
