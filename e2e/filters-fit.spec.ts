import { expect, test, type Locator } from '@playwright/test';
import { accountBeforeLoad } from './support/account';

/**
 * Issue #29, item 9: the transaction filters' placeholders and chosen days are read whole, in
 * English and French, on a laptop and a phone ("Name contai" was cut in an eight-column row).
 * Since issue #33 the filters are chips whose editors open in a dialog (decision 031): the chips'
 * words and each editor's fields are read whole, and so is the search in words (issue #51).
 */

/** Words in `root` wider than the room their field, button or chip gives them. */
async function cutWords(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const input of element.querySelectorAll('input')) {
      if (!input.placeholder) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room) cut.push(input.placeholder);
    }
    for (const text of element.querySelectorAll('button span[id], button'))
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
    await accountBeforeLoad(page);
    // The first language in place before the first load (issue #46: one load, not two); the
    // next one set by the page, which this leaves alone.
    await page.addInitScript(() => {
      try {
        if (localStorage.getItem('vcs.locale') === null) localStorage.setItem('vcs.locale', 'en');
      } catch {
        // No storage here (about:blank): the app's own origin has it.
      }
    });
    const today = new Date().toISOString().slice(0, 10);
    for (const locale of ['en', 'fr']) {
      if (locale !== 'en')
        await page.evaluate((l) => localStorage.setItem('vcs.locale', l), locale);
      await page.goto(`/transactions?from=${today}&to=${today}&merchant=ads&min_amount=5`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Two search landmarks: the search in words (its placeholder and button) and the chips.
      const [search, chips] = [page.getByRole('search').first(), page.getByRole('search').nth(1)];
      await expect(search.getByRole('searchbox')).toBeVisible();
      expect(await cutWords(search)).toEqual([]);
      await expect(chips.getByRole('button')).toHaveCount(8);
      expect(await cutWords(chips)).toEqual([]);
      // Each editor with text in its fields: the merchant's placeholder, the amounts', the days.
      for (const chip of [/^(Merchant|Commerçant)/, /^(Amount|Montant)/, /^Date/]) {
        await chips.getByRole('button', { name: chip }).click();
        const editor = page.getByRole('dialog');
        await expect(editor.locator('input, [aria-haspopup=dialog]').first()).toBeVisible();
        expect(await cutWords(editor)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(editor).toBeHidden();
      }
    }
  });
}
