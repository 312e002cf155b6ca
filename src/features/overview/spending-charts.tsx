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
import { useEffect, useRef } from 'react';
import { formatDay } from '../../lib/format';
import { usdWholeFormat } from '../../lib/i18n/intl';
import { formatCents } from '../../lib/money';
import { categoryText } from '../../lib/service-words';
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

const PALETTE = [
  '#2550eb',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#64748b',
  '#14b8a6',
  '#f97316',
  '#84cc16',
];

function useChart(build: (canvas: HTMLCanvasElement, dark: boolean) => Chart, deps: unknown[]) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = build(ref.current, document.documentElement.classList.contains('dark'));
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the data changes
  }, deps);
  return ref;
}

export default function SpendingCharts({ spending }: { spending: Spending }) {
  const { t, i18n } = useLingui();
  const days = spending.days.length;
  const total = formatCents(spending.totalCents);
  const category = (c: { category: string }) => categoryText(i18n, c.category);
  const overTime = useChart(
    (canvas, dark) =>
      new Chart(canvas, {
        type: 'bar',
        data: {
          labels: spending.days.map((d) => formatDay(d.day)),
          datasets: [
            {
              label: t`Spent`,
              data: spending.days.map((d) => d.cents / 100),
              backgroundColor: '#3b6cf6',
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
              ticks: { color: dark ? '#94a3b8' : '#475569', maxTicksLimit: 10 },
              grid: { display: false },
            },
            y: {
              // Whole dollars: a month of small purchases would otherwise repeat "$1" ten times.
              ticks: {
                color: dark ? '#94a3b8' : '#475569',
                precision: 0,
                callback: (v) => usdWholeFormat().format(Number(v)),
              },
              grid: { color: dark ? '#1e293b' : '#e2e8f0' },
            },
          },
        },
      }),
    [spending],
  );
  const byCategory = useChart(
    (canvas, dark) =>
      new Chart(canvas, {
        type: 'doughnut',
        data: {
          labels: spending.categories.map(category),
          datasets: [
            {
              data: spending.categories.map((c) => c.cents / 100),
              backgroundColor: PALETTE,
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
              labels: { color: dark ? '#cbd5e1' : '#334155', boxWidth: 12 },
            },
            tooltip: {
              callbacks: {
                label: (c) => `${c.label}: ${formatCents(Math.round(Number(c.raw) * 100))}`,
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
