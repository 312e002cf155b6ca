/**
 * The frame of the overview charts, shared by the lazily loaded charts and their placeholder so the
 * placeholder takes exactly the charts' room (a 2 px difference moved the card list below them).
 */
export const CHARTS_GRID = 'grid gap-4 lg:grid-cols-[2fr_1fr]';
export const CHART_FRAME =
  'min-w-0 rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
export const CHART_CAPTION = 'mb-2 text-sm font-semibold';
export const CHART_AREA = 'relative h-56';

/** What shows while Chart.js loads: two frames of the charts' size. */
export function ChartsPlaceholder() {
  return (
    <div className={CHARTS_GRID} aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className={CHART_FRAME}>
          <div className={`${CHART_CAPTION} h-5 w-40 rounded bg-slate-200 dark:bg-slate-800`} />
          <div className={`${CHART_AREA} animate-pulse rounded bg-slate-100 dark:bg-slate-800`} />
        </div>
      ))}
    </div>
  );
}
