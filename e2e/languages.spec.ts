import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { englishLeftovers, translated } from './support/catalogs';
import { signInWithNewAccount } from './support/journeys';

/**
 * The dashboard in the provider's languages and Spanish (issue #19, decision 011): the navigation,
 * a dialog, an error message and the money format change, and no English word of the catalogue is
 * left in the header, the Settings page or the dialog.
 */
const LANGUAGES = [
  {
    locale: 'fr',
    save: 'Enregistrer la connexion',
    name: 'Français',
    nav: ['Vue d’ensemble', 'Cartes', 'Transactions', 'Dépôts', '3DS', 'Webhooks', 'Réglages'],
    settings: 'Réglages',
    menu: 'Menu de commandes',
    urlError: 'Utilisez /v1/api sur ce site, une URL https://, ou http:// seulement pour localhost',
    wallet: /^200,00\s\$US$/,
  },
  {
    locale: 'ru',
    save: 'Сохранить подключение',
    name: 'Русский',
    nav: ['Обзор', 'Карты', 'Транзакции', 'Депозиты', '3DS', 'Вебхуки', 'Настройки'],
    settings: 'Настройки',
    menu: 'Меню команд',
    urlError: 'Используйте /v1/api на этом сайте, URL https:// или http:// только для localhost',
    wallet: /^200,00\s\$$/,
  },
  {
    locale: 'vi',
    save: 'Lưu kết nối',
    name: 'Tiếng Việt',
    nav: ['Tổng quan', 'Thẻ', 'Giao dịch', 'Nạp tiền', '3DS', 'Webhook', 'Cài đặt'],
    settings: 'Cài đặt',
    menu: 'Menu lệnh',
    urlError: 'Dùng /v1/api trên trang này, một URL https://, hoặc http:// chỉ cho localhost',
    wallet: /^200,00\sUS\$$/,
  },
  {
    locale: 'es',
    save: 'Guardar la conexión',
    name: 'Español',
    nav: ['Resumen', 'Tarjetas', 'Transacciones', 'Depósitos', '3DS', 'Webhooks', 'Ajustes'],
    settings: 'Ajustes',
    menu: 'Menú de comandos',
    urlError: 'Use /v1/api en este sitio, una URL https://, o http:// solo para localhost',
    wallet: /^200,00\sUS\$$/,
  },
] as const;

/** What an English calendar says: its months, weekdays and navigation. */
const ENGLISH_CALENDAR =
  /\b(January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Next Month|Previous Month)\b/i;

/** Every word the page shows or names: text, accessible names, titles, placeholders. */
async function shownWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const words: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (text) words.push(text);
      }
      for (const element of root.querySelectorAll('*'))
        for (const attribute of ['aria-label', 'title', 'placeholder'])
          if (element.getAttribute(attribute)) words.push(element.getAttribute(attribute)!);
    }
    return words;
  });
}

for (const language of LANGUAGES) {
  test(`in ${language.name}: navigation, a dialog, an error and amounts, with no English left`, async ({
    page,
  }) => {
    // Measured 41–52 s in Firefox on CI's 2 cores and over 60 s with other work running: a journey,
    // not a slow page (several accounts, axe audits or downloads).
    test.setTimeout(120_000);
    await signInWithNewAccount(page, 200);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('main').getByLabel('Language').selectOption(language.locale);
    await expect(page.getByRole('heading', { level: 1, name: language.settings })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    // The control keeps the focus across the new render.
    await expect(page.locator('#settings-language')).toBeFocused();

    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link')).toHaveText([...language.nav]);
    await expect(page.getByRole('banner').locator('a[href="/"] span.font-semibold')).toHaveText(
      language.wallet,
    );

    // An error message: a base URL the dashboard refuses.
    await page.getByRole('radio').nth(1).check();
    await page.locator('input[type="url"]').fill('ftp://example.test/v1/api');
    await page.getByRole('button', { name: language.save }).click();
    await expect(page.getByText(language.urlError)).toBeVisible();

    const english = englishLeftovers(language.locale);
    const leftovers = (await shownWords(page, 'header, main')).filter((w) => english.has(w));
    expect(leftovers).toEqual([]);

    // A dialog: the command menu, by keyboard.
    await page.keyboard.press('Escape');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Control+K');
    const menu = page.getByRole('dialog', { name: language.menu });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('option').first()).toHaveText(language.nav[0]);
    const inDialog = (await shownWords(page, 'dialog[open]')).filter((w) => english.has(w));
    expect(inDialog).toEqual([]);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // Remembered: a reload opens in the same language.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    await expect(page.getByRole('heading', { level: 1, name: language.settings })).toBeVisible();

    // The signed-in pages: the card list and its new-card form, a card's page, the overview.
    const say = (english: string) => translated(language.locale, english);
    await nav.getByRole('link', { name: language.nav[1] }).click();
    await expect(page.getByRole('heading', { level: 1, name: say('Cards') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    expect((await shownWords(page, 'main')).filter((w) => english.has(w))).toEqual([]);
    // Longer words still fit: nothing scrolls sideways at 1280 px (the whole navigation in the
    // header) nor on a 390 px phone.
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('main').getByRole('table')).toBeHidden();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: say('New card') }).click();
    const form = page.getByRole('dialog', { name: say('New card') });
    await expect(form.getByRole('radio').first()).toBeAttached();
    await form.getByRole('button', { name: say('Create card') }).click();
    await expect(form.getByText(say('Choose a card type (BIN)'))).toBeVisible();
    expect((await shownWords(page, 'dialog[open]')).filter((w) => english.has(w))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: say('Card details') })).toBeVisible();
    expect((await shownWords(page, 'main')).filter((w) => english.has(w))).toEqual([]);
    await nav.getByRole('link', { name: language.nav[0] }).click();
    await expect(page.getByRole('heading', { level: 1, name: say('Overview') })).toBeVisible();
    expect((await shownWords(page, 'main')).filter((w) => english.has(w))).toEqual([]);

    // Transactions: its filters' days are the page's language, not the browser's "mm/dd/yyyy"
    // (issue #29, item 8), and the calendar speaks it too.
    await nav.getByRole('link', { name: language.nav[2] }).click();
    await expect(page.getByRole('heading', { level: 1, name: say('Transactions') })).toBeVisible();
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    // The date filter's editor (decision 031): "+ Add filter", Date, then a custom range's day.
    await page.getByRole('button', { name: say('Add filter') }).click();
    await page.getByRole('menuitem', { name: say('Date') }).click();
    const dateEditor = page.getByRole('dialog', { name: say('Date') });
    await dateEditor.getByRole('button', { name: `${say('From')} ${say('Any day')}` }).click();
    const calendar = page.getByRole('dialog', { name: say('From') });
    await expect(calendar.getByRole('grid')).toBeVisible();
    const calendarWords = await shownWords(page, 'dialog[open]');
    expect(calendarWords.filter((w) => english.has(w) || ENGLISH_CALENDAR.test(w))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dateEditor).toBeHidden();
    // Everything in the document, including what libraries put outside the page's main part
    // (the toasts' region, the command menu's list).
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog', { name: language.menu })).toBeVisible();
    // sonner's region (its list appears with a toast) is there once the page is idle.
    await expect(page.locator('section[aria-label$="alt+T"]')).toBeAttached();
    expect((await shownWords(page, 'body')).filter((w) => english.has(w))).toEqual([]);
  });
}

test('the language follows the browser, and a public page switches from the header', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  await page.getByRole('banner').getByLabel('Langue').selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The sign-in page and its error, in French (remembered across the load), with no English word of the catalogue left.
  await page.getByRole('banner').getByLabel('Idioma').selectOption('fr');
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await page.getByLabel('Graine').fill('not-a-seed');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(/quatre groupes de quatre/)).toBeVisible();
  const english = englishLeftovers('fr');
  expect((await shownWords(page, 'header, main')).filter((w) => english.has(w))).toEqual([]);
  await context.close();
});

test('the command menu switches the language by keyboard', async ({ page }) => {
  await signInWithNewAccount(page, 50);
  await page.keyboard.press('Control+K');
  const menu = page.getByRole('dialog', { name: 'Command menu' });
  await expect(menu.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Русский');
  await expect(menu.getByRole('option', { selected: true })).toHaveText('Русский');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(
    page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Обзор' }),
  ).toBeVisible();
});
