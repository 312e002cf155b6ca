import { Trans } from '@lingui/react/macro';

/** The count of 3-D Secure codes waiting, on the 3DS link (the full list and the phone's tabs). */
export function PendingBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`rounded-full bg-red-600 px-1.5 text-xs font-bold text-white ${className}`}>
      {count}
      <span className="sr-only">
        {' '}
        <Trans>pending</Trans>
      </span>
    </span>
  );
}
