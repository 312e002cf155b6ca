import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** The rules every audit runs: WCAG 2.1 A and AA (decision 017). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's violations on what the page shows now. axe is put into the document once and run
 * there: @axe-core/playwright's `analyze()` injected it again at every audit and finished each run
 * in a new blank page, 2.3–6.6 s an audit against 0.2–0.5 s run in place (measured in Chromium and
 * Firefox on this 2-core machine, 2026-11-28, issue #46). The app has no iframes for axe to reach.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  // What rests on screen, not a frame of a fade: transitions and animations that end are let end
  // (a spinner's or a skeleton's endless one is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
  // No transition may run while axe reads colours. One that starts after the wait above, such as
  // the hover fade of the button under the resting pointer (Chromium updates hover a frame after a
  // layout or scroll change), was read mid-fade: "Edit look", half-way from light to dark, failed
  // the contrast rule in CI (2026-11-29). Resting colours are the same with transitions off.
  const results = await page.evaluate(async (tags) => {
    // A constructed sheet: no element in the document for axe to audit or the app to observe.
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    try {
      return await (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    }
  }, WCAG_21_AA);
  return results.violations;
}

/**
 * axe (WCAG 2.1 A and AA) on what the page shows now: no violation. In light and dark where the
 * engine can switch (Chromium's emulation); Firefox over BiDi cannot, so there it audits the
 * project's own scheme (the firefox-dark project runs the `@schemes` tests in dark): auditing
 * "both" there audited light twice.
 */
export async function expectAccessible(page: Page) {
  const canEmulate = page.context().browser()?.browserType().name() === 'chromium';
  for (const colorScheme of canEmulate ? (['light', 'dark'] as const) : [null]) {
    if (colorScheme) await page.emulateMedia({ colorScheme });
    const violations = await axeViolations(page);
    expect(
      violations.map((v) => `${colorScheme ?? 'firefox'}: ${v.id} ${v.nodes[0]?.html}`),
    ).toEqual([]);
  }
}
