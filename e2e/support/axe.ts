import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations.map((v) => `${colorScheme ?? 'firefox'}: ${v.id} ${v.nodes[0]?.html}`),
    ).toEqual([]);
  }
}
