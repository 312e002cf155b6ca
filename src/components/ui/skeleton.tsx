import { t } from '@lingui/core/macro';
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return (
    <div
      data-skeleton
      aria-hidden="true"
      className={`animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${className}`}
    />
  );
}

/** A page loading; `titled` when the page's heading is already shown above it. */
export function PageSkeleton({ titled = false }: { titled?: boolean }) {
  return (
    <div aria-busy="true" aria-label={t`Loading`} role="status" className="space-y-4">
      {!titled && <Skeleton className="h-8 w-48" />}
      <Skeleton className="h-32 w-full rounded-card" />
      <Skeleton className="h-32 w-full rounded-card" />
    </div>
  );
}
