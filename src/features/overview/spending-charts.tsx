import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { formatDay } from '../../lib/format';
import { usdWholeFormat } from '../../lib/i18n/intl';
import { formatCents } from '../../lib/money';
import { categoryName } from '../../lib/service-words';
import { pageIsDark, subscribeToPageTheme } from '../../lib/theme';
import { readChartInk, type ChartInk } from './chart-ink';
import type { Spending } from './spending';
import { CHART_AREA, CHART_CAPTION, CHART_FRAME, CHARTS_GRID } from './chart-layout';

// Loaded lazily with this module: the charting library never weighs on the first page load.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  DoughnutController,
  ArcElement,
  Legend,
);

/**
 * A chart drawn with the page's theme, drawn anew when the theme changes: Chart.js paints its
 * colours once, so a chart drawn light kept near-white gridlines after a switch to dark (#29).
 */
function useChart(build: (canvas: HTMLCanvasElement, ink: ChartInk) => Chart, deps: unknown[]) {
  const ref = useRef<HTMLCanvasElement>(null);
  const dark = useSyncExternalStore(subscribeToPageTheme, pageIsDark);
  useEffect(() => {
    if (!ref.current) return;
    const chart = build(ref.current, readChartInk());
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the data or theme changes
  }, [...deps, dark]);
  return ref;
}

export default function SpendingCharts({ spending }: { spending: Spending }) {
  const { t, i18n } = useLingui();
  const days = spending.days.length;
  const total = formatCents(spending.totalCents);
  const category = (c: { category: string }) => categoryName(i18n, c.category);
  const overTime = useChart(
    (canvas, ink) =>
      new Chart(canvas, {
        type: 'bar',
        data: {
          labels: spending.days.map((d) => formatDay(d.day)),
          datasets: [
            {
              label: t`Spent`,
              data: spending.days.map((d) => d.cents / 100),
              backgroundColor: ink.bar,
              borderRadius: 3,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (c) => formatCents(Math.round(Number(c.raw) * 100)) } },
          },
          scales: {
            x: {
              // Level dates, fewer of them where narrow: tilted 45° they were hard to read (#29).
              ticks: {
                color: ink.text,
                font: { family: ink.font },
                maxTicksLimit: 10,
                maxRotation: 0,
                autoSkipPadding: 12,
              },
              grid: { display: false },
            },
            y: {
              // Whole dollars: a month of small purchases would otherwise repeat "$1" ten times.
              ticks: {
                color: ink.text,
                font: { family: ink.font },
                precision: 0,
                callback: (v) => usdWholeFormat().format(Number(v)),
              },
              grid: { color: ink.grid },
            },
          },
        },
      }),
    [spending],
  );
  const byCategory = useChart(
    (canvas, ink) =>
      new Chart(canvas, {
        type: 'doughnut',
        data: {
          // Each name with its amount: the ring alone showed shares, not money (#29).
          labels: spending.categories.map((c) => `${category(c)} ${formatCents(c.cents)}`),
          datasets: [
            {
              data: spending.categories.map((c) => c.cents / 100),
              backgroundColor: ink.series,
              borderWidth: 0,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: {
              position: 'right',
              // Up to 240 px for "Online shopping $243.34" in the page's font: Chart.js gives a
              // side legend half the canvas at most and clipped the amounts (#33, seen at 1280 px).
              maxWidth: 240,
              labels: { color: ink.legend, boxWidth: 12, font: { family: ink.font } },
            },
            tooltip: {
              callbacks: {
                label: (c) => c.label,
              },
            },
          },
        },
      }),
    [spending],
  );

  return (
    <div className={CHARTS_GRID}>
      <figure className={CHART_FRAME}>
        <figcaption className={CHART_CAPTION}>
          {plural(days, { one: 'Spending, last # day', other: 'Spending, last # days' })}
        </figcaption>
        <div className={CHART_AREA}>
          <canvas
            ref={overTime}
            role="img"
            aria-label={t`Bar chart of daily spending; ${total} in total`}
          />
        </div>
      </figure>
      <figure className={CHART_FRAME}>
        <figcaption className={CHART_CAPTION}>
          <Trans>By category</Trans>
        </figcaption>
        <div className={CHART_AREA}>
          {spending.categories.length > 0 ? (
            <canvas
              ref={byCategory}
              role="img"
              aria-label={t`Doughnut chart of spending by category, listed below`}
            />
          ) : (
            // An empty doughnut draws nothing: say so, in the chart's place (same height).
            <p className="flex h-full items-center justify-center text-center text-sm text-slate-600 dark:text-slate-400">
              {plural(days, {
                one: 'No purchases in the last # day.',
                other: 'No purchases in the last # days.',
              })}
            </p>
          )}
        </div>
        <ul className="sr-only">
          {spending.categories.map((c) => (
            <li key={c.category}>
              {category(c)}: {formatCents(c.cents)}
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}
