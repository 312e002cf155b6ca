import { useLingui } from '@lingui/react/macro';
import { CARD_BOX, CARD_NUMBER } from '../../components/ui/card-visual';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * The card's page while its card is on its way: the page's shape, with the card's art as a grey
 * card whose number is still all dots, where the card's own art will be. The page does not jump
 * when the card arrives, and its largest text (the number) is on screen from the first paint, not
 * after the card's answer (Lighthouse's LCP on the card page, decision 005, sixth pass).
 */
export function CardDetailLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading this card`} className="space-y-6">
      <Skeleton className="h-5 w-40" />
      {/* The page's title and the line under it. */}
      <div className="space-y-1">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-5 w-64 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <div
          aria-hidden="true"
          className={`${CARD_BOX} animate-pulse bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-400`}
        >
          <div className="h-5" />
          <div className="mt-6 h-7 w-10 rounded-md bg-slate-300 dark:bg-slate-700" />
          <p className={CARD_NUMBER}>•••• •••• •••• ••••</p>
        </div>
        <div className="min-w-0 space-y-4">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full rounded-card" />
        </div>
      </div>
    </div>
  );
}
