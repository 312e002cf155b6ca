/** What a chart is painted with, read from the page's tokens (src/index.css, issue #33 item 5). */
export type ChartInk = {
  text: string;
  legend: string;
  grid: string;
  bar: string;
  series: string[];
  font: string;
};

// What a page without the tokens (a test's jsdom) paints with: the light theme's values.
const FALLBACK: ChartInk = {
  text: '#475569',
  legend: '#334155',
  grid: '#e2e8f0',
  bar: '#2550eb',
  series: ['#2550eb', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#64748b'],
  font: 'system-ui, sans-serif',
};

/**
 * The chart colours of the theme the page shows now. Chart.js paints a canvas once and reads no
 * CSS, so the chart reads the variables when it draws and is drawn again when the theme changes.
 */
export function readChartInk(root: HTMLElement = document.documentElement): ChartInk {
  const style = getComputedStyle(root);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const series = value('--chart-series', '').split(/\s+/).filter(Boolean);
  return {
    text: value('--chart-text', FALLBACK.text),
    legend: value('--chart-legend', FALLBACK.legend),
    grid: value('--chart-grid', FALLBACK.grid),
    bar: value('--chart-bar', FALLBACK.bar),
    series: series.length > 0 ? series : FALLBACK.series,
    // The page's own type (Inter, then the system's), not Chart.js's Helvetica.
    font: getComputedStyle(document.body).fontFamily || FALLBACK.font,
  };
}
