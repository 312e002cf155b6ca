import { expect, test } from '@playwright/test';
import { translated } from './support/catalogs';
import { accountBeforeLoad } from './support/account';

/**
 * The dashboard in the provider's languages and Spanish (issue #19, decision 011): what needs the
 * browser. The words themselves — navigation, a dialog, an error, amounts, the calendar, no English
 * left, the browser's language followed, the command menu's switch, and their axe audits — are
 * component tests (src/app/languages-settings.test.tsx, src/app/languages-pages.test.tsx). Here: a
 * real reload opens in the chosen language, and the longer words fit, at 1280 px and on a phone.
 */
const LANGUAGES = [
  {
    locale: 'fr',
    nav: ['Vue d’ensemble', 'Cartes', 'Transactions', 'Dépôts', '3DS', 'Webhooks', 'Réglages'],
    settings: 'Réglages',
  },
  {
    locale: 'ru',
    nav: ['Обзор', 'Карты', 'Транзакции', 'Депозиты', '3DS', 'Вебхуки', 'Настройки'],
    settings: 'Настройки',
  },
  {
    locale: 'vi',
    nav: ['Tổng quan', 'Thẻ', 'Giao dịch', 'Nạp tiền', '3DS', 'Webhook', 'Cài đặt'],
    settings: 'Cài đặt',
  },
  {
    locale: 'es',
    nav: ['Resumen', 'Tarjetas', 'Transacciones', 'Depósitos', '3DS', 'Webhooks', 'Ajustes'],
    settings: 'Ajustes',
  },
] as const;

test('in every language a reload keeps the language, and the card list scrolls nothing sideways at 1280 or 390 px', async ({
  page,
}) => {
  // Four languages, each a page load, a reload and two widths: a journey on a shared 2-core machine.
  test.setTimeout(120_000);
  // Signed in from the first page's load (issue #46).
  await accountBeforeLoad(page, 200);
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const language of LANGUAGES) {
    const say = (english: string) => translated(language.locale, english);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/settings');
    await page.locator('#settings-language').selectOption(language.locale);
    await expect(page.getByRole('heading', { level: 1, name: language.settings })).toBeVisible();
    // Remembered: a reload opens in the same language.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    await expect(page.getByRole('heading', { level: 1, name: language.settings })).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('navigation')
      .getByRole('link', { name: language.nav[1] })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: say('Cards') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    // Longer words still fit: nothing scrolls sideways at 1280 px (the whole navigation in the
    // header) nor on a 390 px phone.
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('main').getByRole('table')).toBeHidden();
    expect(await sideways()).toBeLessThanOrEqual(0);
  }
});
