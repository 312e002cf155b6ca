import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const PLAIN =
  'gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
/** As the primary `Button` of size sm. */
const PRIMARY =
  'justify-center gap-2 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700';

/** Copies `value` to the clipboard and says so (visibly and to screen readers). */
export function CopyButton({
  value,
  label,
  className = '',
  onCopied,
  primary = false,
}: {
  value: string;
  label: string;
  className?: string;
  /** Told what was written, once the clipboard took it (the card reveal wipes it later: 013). */
  onCopied?: (value: string) => void;
  /** The page's main step (the seed's Copy at onboarding, issue #48): the primary button's look. */
  primary?: boolean;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      onCopied?.(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex">
      <button
        type="button"
        onClick={copy}
        aria-label={t`Copy ${label}`}
        className={`inline-flex items-center ${primary ? PRIMARY : PLAIN} ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-3.5 w-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {state === 'copied' ? <path d="M5 12l5 5L20 7" /> : <path d="M9 9h10v10H9zM5 15V5h10" />}
        </svg>
        <span aria-hidden="true">
          {state === 'copied' ? t`Copied` : state === 'failed' ? t`Copy failed` : t`Copy`}
        </span>
      </button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? t`${label} copied to the clipboard`
          : state === 'failed'
            ? t`Could not copy ${label}`
            : ''}
      </span>
    </span>
  );
}
