import type { ThemeChoice } from '../lib/theme';

/**
 * The theme toggle's icons: lucide's Sun, Moon and SunMoon drawn from their paths (ISC licence), so
 * the app keeps one icon set (#33 item 5) without putting lucide's runtime in the first load of
 * every page (it cost the entry 1.6 KB gzip; decision 005).
 */
const SHAPES: Record<ThemeChoice, React.ReactNode> = {
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </>
  ),
  dark: (
    <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
  ),
  system: (
    <>
      <path d="M12 2v2" />
      <path d="M14.837 16.385a6 6 0 1 1-7.223-7.222c.624-.147.97.66.715 1.248a4 4 0 0 0 5.26 5.259c.589-.255 1.396.09 1.248.715" />
      <path d="M16 12a4 4 0 0 0-4-4M19 5l-1.256 1.256M20 12h2" />
    </>
  ),
};
const NAMES: Record<ThemeChoice, string> = { light: 'sun', dark: 'moon', system: 'sun-moon' };

export function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${NAMES[choice]} h-5 w-5`}
    >
      {SHAPES[choice]}
    </svg>
  );
}
