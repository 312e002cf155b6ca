import { PageSkeleton } from '../components/ui/skeleton';

/**
 * What the first paint shows while the router loads the first page's chunk: the header's frame
 * and a page skeleton, so a slow connection sees the app at once instead of a blank page.
 */
export function ShellFallback() {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 font-semibold text-brand-700 dark:text-brand-300">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Virtual Cards</span>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <PageSkeleton />
      </main>
    </div>
  );
}
