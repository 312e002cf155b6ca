import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { activateLocale, activeLocale } from '../lib/i18n/i18n';
import { isLocale, LOCALE_NAMES, LOCALES } from '../lib/i18n/locales';

/** The picker that changed the language, by id, until its re-rendered self takes the focus. */
let refocus: string | null = null;

/**
 * The language, chosen from the header or Settings and remembered (decision 011). A native select:
 * every phone and screen reader knows it. Each language is named in its own words.
 */
export function LanguageSelect({
  className = '',
  id,
  compact = false,
}: {
  className?: string;
  id: string;
  /** The header's: the language's code shows ("FR"), over which the select lies unseen. */
  compact?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [switching, setSwitching] = useState(false);
  const ref = useRef<HTMLSelectElement>(null);
  // The frame is rendered anew in the new language (app/chrome.tsx): this picker's new self takes
  // the focus back, so a keyboard user is where they were.
  useEffect(() => {
    if (refocus !== id) return;
    refocus = null;
    ref.current?.focus();
  }, [id]);
  const locale = isLocale(i18n.locale) ? i18n.locale : activeLocale();
  return (
    <label
      className={`relative flex items-center ${compact ? 'rounded-lg focus-within:ring-2 focus-within:ring-brand-500' : ''} ${className}`}
    >
      <span className="sr-only">{t`Language`}</span>
      {compact && (
        <span
          aria-hidden="true"
          className="flex h-9 items-center rounded-lg border border-slate-300 pl-7 pr-2 text-sm font-medium uppercase text-slate-700 dark:border-slate-600 dark:text-slate-200"
        >
          {locale}
        </span>
      )}
      {/* Drawn here (lucide's "languages"): the icon library is not in the public pages' first load. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="pointer-events-none absolute left-2 h-4 w-4 text-slate-500 dark:text-slate-400"
      >
        <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />
      </svg>
      <select
        id={id}
        ref={ref}
        value={locale}
        aria-busy={switching}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setSwitching(true);
          refocus = id;
          void activateLocale(next, { remember: true }).finally(() => setSwitching(false));
        }}
        className={
          compact
            ? // Unseen but there: clicks, taps and keys reach the native select.
              'absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0'
            : 'h-9 appearance-none rounded-lg border border-slate-300 bg-white py-1 pl-7 pr-2 text-sm text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
        }
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
