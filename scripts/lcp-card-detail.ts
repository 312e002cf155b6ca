/**
 * tsx scripts/lcp-card-detail.ts — the card detail's largest contentful paint as the browser
 * observes it (not Lighthouse's simulation): a cold load of /cards/:id in the built demo, CPU
 * slowed 4×, RUNS times (default 7), and an in-app navigation from the card list to a card.
 * Prints the medians. Run after `npm run build`. Figures for decision 005/006, not a timed test.
 */
import { chromium } from '@playwright/test';
import { demoSnapshot } from './lib/demo-data';
import { startPreview } from './lib/preview';
import { browserPath } from './lib/browser';

const RUNS = Number(process.env.RUNS ?? 7);
const { seed, snapshot } = await demoSnapshot({ cards: 12, transactions: 240 });
const cardId = /"(card_[a-z0-9]+)"/.exec(snapshot)![1]!;
const preview = await startPreview();
const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox'] });
// Strings, not functions: tsx's helpers are not in the page.
const LCP = `new Promise((resolve) => new PerformanceObserver((list) => {
  const all = list.getEntries(); resolve(all[all.length - 1].startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true }))`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const cold: number[] = [];
const navigated: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${preview.base}/favicon.svg`);
    await page.evaluate(
      `localStorage.setItem('vcs.sandbox.v1', ${JSON.stringify(snapshot)});
       localStorage.setItem('vcs.remembered.seed', ${JSON.stringify(seed)})`,
    );
    // The demo's data moves into IndexedDB on the first load: do that once, then measure cold.
    await page.goto(`${preview.base}/cards`);
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    await page.evaluate(`localStorage.setItem('vcs.remembered.seed', ${JSON.stringify(seed)})`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${preview.base}/cards/${cardId}`);
    await page.getByText('Total spent').waitFor({ timeout: 60_000 });
    cold.push((await page.evaluate(LCP)) as number);
    // In-app: from the list to the card, timed from the click to the card's number shown.
    await page.goto(`${preview.base}/cards`);
    const link = page.locator(`a[href="/cards/${cardId}"]:visible`).first();
    await link.waitFor();
    const t0 = await page.evaluate('performance.now()');
    await link.click();
    await page.getByText('Total spent').waitFor({ timeout: 60_000 });
    navigated.push(((await page.evaluate('performance.now()')) as number) - (t0 as number));
    await context.close();
  }
} finally {
  await browser.close();
  preview.stop();
}
console.log(
  `card detail, cold load, observed LCP (4× CPU): median ${median(cold).toFixed(0)} ms; runs ${cold.map((x) => x.toFixed(0)).join(', ')}`,
);
console.log(
  `card list → card detail, click to content (4× CPU): median ${median(navigated).toFixed(0)} ms; runs ${navigated.map((x) => x.toFixed(0)).join(', ')}`,
);
