import { afterEach, describe, expect, it } from 'vitest';
import { readChartInk } from './chart-ink';

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('readChartInk', () => {
  it("paints with the page's tokens, the series split into colours", () => {
    const root = document.documentElement;
    root.style.setProperty('--chart-text', '#94a3b8');
    root.style.setProperty('--chart-grid', '#1e293b');
    root.style.setProperty('--chart-series', ' #6090fa #38bdf8\n    #34d399 ');
    const ink = readChartInk(root);
    expect(ink.text).toBe('#94a3b8');
    expect(ink.grid).toBe('#1e293b');
    expect(ink.series).toEqual(['#6090fa', '#38bdf8', '#34d399']);
  });

  it('falls back to the light theme where the tokens are missing', () => {
    const ink = readChartInk(document.createElement('div'));
    expect(ink.grid).toBe('#e2e8f0');
    expect(ink.series.length).toBeGreaterThan(5);
  });
});
