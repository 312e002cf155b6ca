import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountBeforeLoad } from './support/account';
import { openMore, overviewShown } from './support/journeys';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'on the screen').not.toBeNull();
  return found!;
}

/** The header's buttons and links that are on the screen, by name. */
async function headerControls(page: Page): Promise<Array<[string, Box]>> {
  const out: Array<[string, Box]> = [];
  for (const control of await page.locator('header').locator('a, button').all()) {
    if (!(await control.isVisible())) continue;
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    out.push([name.trim(), await box(control)]);
  }
  return out;
}

// Issue #29: bottom-right toasts sat on the card page's Save settings, and hovering them to reach
// it kept them there; at the top they covered the header's actions. Issue #33 item 6: a save now
// confirms next to its button, and the toasts left (Freeze) cover neither the card's actions nor
// the header.
for (const [width, height] of [
  [1280, 720],
  [390, 844],
] as const) {
  test(`at ${width} px a save confirms beside its button, and a toast covers neither the card's actions nor the header's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const { cardId } = await accountBeforeLoad(page, 500);
    await page.goto(`/cards/${cardId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My first card' })).toBeVisible();
    // Where a person first reaches Save settings, scrolling down: at the bottom of the screen.
    await page.getByLabel('Label', { exact: true }).fill('Ads');
    const save = page.getByRole('button', { name: 'Save settings' });
    await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await save.click();
    const saved = page.getByRole('status').filter({ hasText: 'Card settings saved' });
    await expect(saved).toBeVisible();
    await expect(saved).toBeInViewport();
    // On the button's row: the eye that clicked Save finds it there.
    const [savedBox, saveBox] = [await box(saved), await box(save)];
    expect(
      Math.abs(savedBox.y + savedBox.height / 2 - (saveBox.y + saveBox.height / 2)),
    ).toBeLessThan(saveBox.height);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    const actions = page.getByRole('group', { name: 'Card actions' });
    await actions.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await actions.getByRole('button', { name: 'Freeze' }).click();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /Frozen: .* •••• \d{4}\. Purchases are declined/ });
    // Sonner slides the toast in (400 ms) once mounted: its box is measured where the slide ends.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const toastBox = await box(toast);
    for (const control of await actions.getByRole('button').all())
      expect(
        overlaps(toastBox, await box(control)),
        `the toast covers ${await control.innerText()}`,
      ).toBe(false);
    for (const [name, controlBox] of await headerControls(page))
      expect(overlaps(toastBox, controlBox), `the toast covers the header's ${name}`).toBe(false);
  });
}

test('on a phone, a 3-D Secure request on the inbox is not a toast over its card, and is announced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { seed } = await accountBeforeLoad(page, 200);
  await page.goto('/3ds');
  await expect(page.getByText('Nothing to approve')).toBeVisible();
  await page.evaluate(async (s) => {
    const headers = { 'Content-Type': 'application/json', 'X-Seed': s };
    const cards = await fetch('/v1/api/cards', { headers }).then((r) => r.json());
    await fetch(`/v1/api/cards/${cards.data[0].id}/fund`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 100 }),
    });
    await fetch('/v1/api/sandbox/purchases', {
      method: 'POST',
      headers,
      body: JSON.stringify({ card_id: cards.data[0].id, amount: 42, three_ds: true }),
    });
  }, seed);
  await expect(page.getByRole('listitem', { name: /, \$42\.00$/ })).toBeVisible({
    timeout: 10_000,
  });
  // The layout's poll (5 s) sees it too: it is told to a screen reader, not shown over the card.
  await expect(
    page.getByRole('status').filter({ hasText: /asks for a 3-D Secure code/ }),
  ).toHaveText(/3-D Secure code requested: .* asks for a 3-D Secure code for \$42\.00\./, {
    timeout: 10_000,
  });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('on a phone, the open navigation menu is not under a toast', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { seed } = await accountBeforeLoad(page, 200);
  await page.goto('/');
  await overviewShown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const askForCode = () =>
    page.evaluate(async (seed) => {
      const headers = { 'Content-Type': 'application/json', 'X-Seed': seed };
      const cards = await fetch('/v1/api/cards', { headers }).then((r) => r.json());
      const card = cards.data[0].id;
      await fetch(`/v1/api/cards/${card}/fund`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ amount: 5 }),
      });
      await fetch('/v1/api/sandbox/purchases', {
        method: 'POST',
        headers,
        body: JSON.stringify({ card_id: card, amount: 3, three_ds: true }),
      });
    }, seed);
  // A check pending when the page first looks is not news (no toast): once the title counts it,
  // the page is watching, and the next one is surely announced with a toast.
  await askForCode();
  await expect(page).toHaveTitle('(1) Virtual Cards', { timeout: 15_000 });
  await askForCode();
  // The first check can be news too (the page may have looked before it came): one toast or two,
  // the front one is checked.
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: '3-D Secure code requested' })
    .first();
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  // On a phone the rest of the navigation is behind the tab bar's More (issue #48).
  await openMore(page);
  const menu = page.locator('#mobile-nav');
  for (const link of await menu.getByRole('link').all()) {
    const name = await link.innerText();
    // What is drawn at the link's centre is the link, not the toast.
    const shown = await link.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (el === hit || el.contains(hit));
    });
    expect(shown, `${name} is under the toast`).toBe(true);
  }
  // Closed again, the alert is there.
  await page.getByRole('button', { name: 'More' }).click();
  await expect(toast).toBeVisible();
});
