import { expect, test, type Page } from '@playwright/test';

/** Presses Tab until the focused element's accessible text matches, and checks it shows a focus ring. */
async function tabTo(page: Page, name: RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return { text: '', outline: 'none' };
      const label =
        el.getAttribute('aria-label') ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.textContent ??
        '';
      const style = getComputedStyle(el);
      return {
        text: label.trim(),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        shadow: style.boxShadow,
      };
    });
    if (name.test(focused.text)) {
      // An outline shows only with a style: "none 3px" is no outline (issue #27: an undefined
      // colour variable made every outline "none" while the width stayed).
      const [style, width] = focused.outline.split(' ');
      expect(
        (style !== 'none' && width !== '0px') || (focused.shadow && focused.shadow !== 'none'),
        `no visible focus on ${focused.text}`,
      ).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

test('a new user can onboard, fund the card and freeze it with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Get a seed and a card' })).toBeVisible();
  await tabTo(page, /^Generate my seed and card$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('seed')).toBeVisible();
  await tabTo(page, /I have stored my seed/);
  await page.keyboard.press('Space');
  await tabTo(page, /^Continue to my dashboard$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Waiting for your first deposit' })).toBeVisible();

  // The sandbox panel: deposit and confirm.
  await tabTo(page, /^Sandbox$/);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  await expect(panel).toBeVisible();
  await tabTo(page, /^Simulate deposit$/);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Confirm deposit of $100.00' })).toBeVisible();
  await tabTo(page, /^Confirm deposit of \$100\.00$/);
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Confirmed: $99.00 credited to the wallet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByText('Your card is active')).toBeVisible();

  // Open the card, fund it, freeze it. (Wait for what a person would see before tabbing to it.)
  await expect(page.getByRole('link', { name: /My first card/ })).toBeVisible();
  await tabTo(page, /My first card/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My first card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fund', exact: true })).toBeVisible();
  await tabTo(page, /^Fund$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Fund/ });
  await expect(dialog.getByLabel('Amount (USD)')).toBeVisible();
  await tabTo(page, /^Amount \(USD\)$/);
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Wallet $59.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Freeze' })).toBeVisible();
  await tabTo(page, /^Freeze$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Frozen: every purchase is declined.')).toBeVisible();
});
