import { DayPicker, type DayPickerProps } from '@daypicker/react';
import '@daypicker/react/style.css';
import './calendar.css';
import type { Locale } from '../../lib/i18n/locales';

/**
 * The month grid of a date field (decision 019): DayPicker speaks the person's language — month
 * and day names, the first day of the week, and its own labels for screen readers — where the
 * browser's date input speaks the browser's ("mm/dd/yyyy" in a French page). Loaded with the
 * dialog that shows it, not with the page.
 */
type DayLocale = NonNullable<DayPickerProps['locale']>;

/** Each language's names and labels in a chunk of its own (≈ 3 KB each): only the active one loads. */
export const DAY_LOCALES: Record<Locale, () => Promise<DayLocale>> = {
  en: () => import('@daypicker/react/locale/en-US').then((m) => m.enUS),
  fr: () => import('@daypicker/react/locale/fr').then((m) => m.fr),
  es: () => import('@daypicker/react/locale/es').then((m) => m.es),
  ru: () => import('@daypicker/react/locale/ru').then((m) => m.ru),
  vi: () => import('@daypicker/react/locale/vi').then((m) => m.vi),
};
export type CalendarProps = {
  selected: Date | undefined;
  min: Date | undefined;
  max: Date | undefined;
  onSelect: (date: Date) => void;
};

/** The grid in one language: `dayLocale` is loaded with the component (date-dialog.tsx). */
export default function Calendar({
  dayLocale,
  selected,
  min,
  max,
  onSelect,
}: CalendarProps & { dayLocale: DayLocale }) {
  const disabled = [...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])];
  return (
    <DayPicker
      mode="single"
      required
      locale={dayLocale}
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
