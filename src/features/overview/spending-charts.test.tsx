import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SpendingCharts from './spending-charts';
import { aggregateSpending } from './spending';
import { transactionSchema } from '../../contract/transactions';
import { readFileSync } from 'node:fs';

// jsdom has no canvas: Chart.js is replaced by a stand-in that records what it was given.
type Config = {
  type: string;
  data: { labels: string[] };
  options: {
    scales?: Record<string, { ticks: { maxRotation?: number }; grid: { color?: string } }>;
  };
};
const charts = vi.hoisted(() => [] as Config[]);
vi.mock('chart.js', () => ({
  Chart: class {
    static register() {}
    constructor(_canvas: unknown, config: Config) {
      charts.push(config);
    }
    destroy() {}
  },
  ...Object.fromEntries(
    [
      'ArcElement',
      'BarController',
      'BarElement',
      'CategoryScale',
      'DoughnutController',
      'Legend',
      'LinearScale',
      'Tooltip',
    ].map((name) => [name, {}]),
  ),
}));

describe('spending charts', () => {
  it('with no purchases, the category panel says so instead of drawing an empty doughnut', () => {
    charts.length = 0;
    render(<SpendingCharts spending={aggregateSpending([], new Date(2026, 10, 22))} />);
    expect(screen.getByText('No purchases in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Doughnut/ })).not.toBeInTheDocument();
    expect(charts.map((c) => c.type)).toEqual(['bar']);
  });

  /** A purchase as the wire has it (USD), read as the app reads it (cents). */
  const tx = (category: string, amount: number, day: string) =>
    transactionSchema.parse({
      id: `${category}-${day}`,
      card_id: 'c1',
      type: 'authorization',
      amount: -amount,
      currency: 'USD',
      merchant: { name: 'M', category, mcc: '5999', country: 'US' },
      balance_after: 0,
      created_at: `${day}T12:00:00Z`,
    });
  const spending = () =>
    aggregateSpending(
      [tx('travel', 210.25, '2026-11-20'), tx('food_and_drink', 12.4, '2026-11-21')],
      new Date(2026, 10, 22),
    );

  it('names each category with a capital and its amount, and keeps the dates level', () => {
    charts.length = 0;
    render(<SpendingCharts spending={spending()} />);
    const doughnut = charts.find((c) => c.type === 'doughnut')!;
    expect(doughnut.data.labels).toEqual(['Travel $210.25', 'Food and drink $12.40']);
    const bar = charts.find((c) => c.type === 'bar')!;
    expect(bar.options.scales!.x!.ticks.maxRotation).toBe(0);
  });

  it('draws the charts anew in the dark theme, with dark gridlines', async () => {
    // The page's chart tokens, as index.css declares them for each theme (Vitest loads no CSS).
    const indexCss = readFileSync('src/index.css', 'utf8');
    const tokens = document.createElement('style');
    tokens.textContent = [...indexCss.matchAll(/:root(\.dark)? \{[^}]*--chart-[^}]*\}/g)]
      .map((m) => m[0])
      .join('\n');
    document.head.append(tokens);
    charts.length = 0;
    render(<SpendingCharts spending={spending()} />);
    expect(charts.find((c) => c.type === 'bar')!.options.scales!.y!.grid.color).toBe('#e2e8f0');
    try {
      await act(async () => {
        document.documentElement.classList.add('dark');
        await new Promise((resolve) => setTimeout(resolve, 0)); // the class observer's turn
      });
      const last = charts.filter((c) => c.type === 'bar').at(-1)!;
      expect(last.options.scales!.y!.grid.color).toBe('#1e293b');
    } finally {
      document.documentElement.classList.remove('dark');
      tokens.remove();
    }
  });
});
