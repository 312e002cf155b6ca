import { DayPicker } from '@daypicker/react';
import { enUS, es, fr, ru, vi } from '@daypicker/react/locale';
import '@daypicker/react/style.css';
import './calendar.css';
import type { Locale } from '../../lib/i18n/locales';

/**
 * The month grid of a date field (decision 019): DayPicker speaks the person's language — month
 * and day names, the first day of the week, and its own labels for screen readers — where the
 * browser's date input speaks the browser's ("mm/dd/yyyy" in a French page). Loaded with the
 * dialog that shows it, not with the page.
 */
const LOCALES = { en: enUS, fr, es, ru, vi } as const;

export default function Calendar({
  locale,
  selected,
  min,
  max,
  onSelect,
}: {
  locale: Locale;
  selected: Date | undefined;
  min: Date | undefined;
  max: Date | undefined;
  onSelect: (date: Date) => void;
}) {
  const disabled = [...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])];
  return (
    <DayPicker
      mode="single"
      required
      locale={LOCALES[locale]}
      selected={selected}
      defaultMonth={selected ?? max ?? min}
      onSelect={onSelect}
      disabled={disabled}
      // The dialog opened to choose a day: focus goes to the chosen (or today's) day, where the
      // arrow keys move, not to the month buttons.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className="vcs-calendar mx-auto"
    />
  );
}
