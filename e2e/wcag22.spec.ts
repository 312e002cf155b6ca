import { expect, test } from '@playwright/test';
import { signInWithNewAccount } from './support/journeys';
import { everyOtherDialog } from './support/other-dialogs';
import { everyPlace, PARTS } from './support/places';
import { tabThrough, targetSizeProblems } from './support/wcag22';

/**
 * WCAG 2.2 AA beyond axe (issue #27), on every page and the main dialogs at a phone's and a
 * laptop's width: 2.5.8 target size and 2.4.11 focus not obscured (by the sticky header, a toast,
 * a banner or the 3-D Secure alert).
 */
for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('2.5.8: every button, link and switch is 24×24 px or spaced so', async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      await everyPlace(
        page,
        async (where) => {
          found.push(...(await targetSizeProblems(page, where)));
        },
        width < 640,
      );
      expect(found).toEqual([]);
    });

    for (const part of PARTS)
      test(`2.4.11: no focused control is hidden by the header, a toast or a banner (${part})`, async ({
        page,
      }) => {
        // Each part tabbed both ways (places.ts says why the walk is in parts).
        test.setTimeout(240_000);
        const found: string[] = [];
        await everyPlace(
          page,
          async (where) => {
            found.push(...(await tabThrough(page, where)));
          },
          width < 640,
          [part],
        );
        expect(found).toEqual([]);
      });

    test('2.5.8 and 2.4.11 in the other dialogs and menus', async ({ page }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      await everyOtherDialog(page, async (where) => {
        found.push(...(await targetSizeProblems(page, where)));
        found.push(...(await tabThrough(page, where)));
      });
      expect(found).toEqual([]);
    });

    test('every button in the header has its own name', async ({ page }) => {
      await signInWithNewAccount(page);
      const snapshot = await page.locator('header').ariaSnapshot();
      const names = [...snapshot.matchAll(/- button "([^"]+)"/g)].map((m) => m[1]!);
      expect(names.length).toBeGreaterThan(2);
      expect(names).toEqual([...new Set(names)]);
      expect(names.filter((name) => /menu/i.test(name))).toEqual([]);
    });
  });
}
