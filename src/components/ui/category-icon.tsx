import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { FallbackOnError } from './fallback-on-error';

// The dozen icons load beside the page, not in its first load (decision 005): the tile keeps its
// size, so nothing moves when they arrive (decision 031).
const Glyph = lazyPart(() => import('./category-icons'), 'CategoryGlyph');

/** A merchant category's icon in a round tile; decorative: the category is in words beside it. */
export function CategoryIcon({ category, muted = false }: { category: string; muted?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${
        muted
          ? 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
          : 'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300'
      }`}
    >
      {/* Decoration: a glyph that cannot load leaves the tile empty. */}
      <FallbackOnError>
        <Suspense fallback={null}>
          <Glyph category={category} />
        </Suspense>
      </FallbackOnError>
    </span>
  );
}
