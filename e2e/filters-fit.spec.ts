import { expect, test, type Page } from '@playwright/test';
import { signInWithNewAccount } from './support/journeys';

/**
 * Issue #29, item 9: the transaction filters' placeholders and chosen days are read whole, in
 * English and French, on a laptop and a phone ("Name contai" was cut in an eight-column row).
 */

/** Filter fields whose placeholder or value is wider than the room the field gives it. */
async function cutFields(page: Page): Promise<string[]> {
  return page.getByRole('search', { name: /.+/ }).evaluate((filters) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const input of filters.querySelectorAll('input')) {
      if (!input.placeholder) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room) cut.push(input.placeholder);
    }
    for (const text of filters.querySelectorAll('button span[id]'))
      if (text.scrollWidth > text.clientWidth || text.getBoundingClientRect().width === 0)
        cut.push(text.textContent ?? '');
    return cut;
  });
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`filters read whole at ${width} px in English and French`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInWithNewAccount(page);
    const today = new Date().toISOString().slice(0, 10);
    for (const locale of ['en', 'fr']) {
      await page.evaluate((l) => localStorage.setItem('vcs.locale', l), locale);
      await page.goto(`/transactions?from=${today}&to=${today}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (width < 768) await page.getByRole('button', { name: /^Filt/ }).click();
      await expect(page.getByRole('search').locator('input').first()).toBeVisible();
      expect(await cutFields(page)).toEqual([]);
    }
  });
}
