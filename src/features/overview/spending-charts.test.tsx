import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SpendingCharts from './spending-charts';
import { aggregateSpending } from './spending';

// jsdom has no canvas: Chart.js is replaced by a stand-in that records what it was given.
const charts = vi.hoisted(() => [] as Array<{ type: string }>);
vi.mock('chart.js', () => ({
  Chart: class {
    static register() {}
    constructor(_canvas: unknown, config: { type: string }) {
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
});
