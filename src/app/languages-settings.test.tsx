import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../lib/i18n/i18n';
import { sessionStore } from '../lib/session';
import { expectNoAxeViolations } from '../test/axe';
import { englishIn, translated } from '../test/english-leftovers';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';
import { LANGUAGES } from '../test/languages';

/**
 * The dashboard in the provider's languages and Spanish (issue #19, decision 011): Settings and
 * the header change language, an error message and the money format with them, and no English
 * word of the catalogue is left; the choice is remembered, the browser's language is followed.
 * Moved from e2e/languages.spec.ts (issue #46); the signed-in pages are languages-pages.test.tsx.
 */
preloadLazy({
  pages: ['overview', 'settings', 'signIn'],
  languages: ['fr', 'ru', 'vi', 'es'],
});

afterEach(async () => {
  vi.restoreAllMocks();
  await startI18n('en');
});

const header = () => screen.getByRole('banner');
const mainAndHeader = () => [header(), screen.getByRole('main')];

describe.each(LANGUAGES)('in $name', (language) => {
  it('Settings switches the language: navigation, an error, amounts and a dialog, with no English left, remembered', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(200);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    const page = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.selectOptions(
      within(screen.getByRole('main')).getByLabelText('Language'),
      language.locale,
    );
    expect(await screen.findByRole('heading', { level: 1, name: language.settings })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', language.locale);
    // The control keeps the focus across the new render.
    await waitFor(() => expect(document.getElementById('settings-language')).toHaveFocus());

    const nav = within(header()).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(language.nav);
    const wallet = within(header()).getByTitle(translated(language.locale, 'Wallet balance (USD)'));
    expect(await within(wallet).findByText(language.wallet)).toBeVisible();

    // An error message: a base URL the dashboard refuses.
    await user.click(screen.getAllByRole('radio')[1]!);
    const url = document.querySelector<HTMLInputElement>('input[type="url"]')!;
    await user.clear(url);
    await user.type(url, 'ftp://example.test/v1/api');
    await user.click(screen.getByRole('button', { name: language.save }));
    expect(await screen.findByText(language.urlError)).toBeVisible();
    expect(englishIn(language.locale, mainAndHeader())).toEqual([]);

    // A dialog: the command menu, by keyboard.
    await user.click(document.body);
    await user.keyboard('{Control>}k{/Control}');
    const menu = await screen.findByRole('dialog', { name: language.menu });
    expect(within(menu).getAllByRole('option')[0]).toHaveTextContent(language.nav[0]!);
    expect(englishIn(language.locale, document.querySelectorAll('dialog[open]'))).toEqual([]);
    await expectNoAxeViolations();

    // Remembered: a reload (a new app, the language as main.tsx starts it) opens in it.
    page.unmount();
    await startI18n();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: language.settings })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', language.locale);
    // Two pages, a dialog and an axe run: 6-12 s measured beside other test runs (load 15-20
    // on two cores), so not the 15 s default.
  }, 45_000);
});

describe('the language outside Settings', () => {
  it('follows the browser, and a public page switches from the header', async () => {
    setupTestSandbox();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    // As main.tsx starts: the stored choice, else the browser's language.
    await startI18n();
    const user = userEvent.setup();
    const settings = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    await user.selectOptions(within(header()).getByRole('combobox', { name: 'Langue' }), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    // The sign-in page and its error, in French (remembered across the load), with no English
    // word of the catalogue left.
    await user.selectOptions(within(header()).getByRole('combobox', { name: 'Idioma' }), 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Réglages' });
    settings.unmount();
    await startI18n();
    renderApp('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await user.type(screen.getByLabelText('Graine'), 'not-a-seed');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(/quatre groupes de quatre/)).toBeVisible();
    expect(englishIn('fr', mainAndHeader())).toEqual([]);
  }, 45_000);

  it('the command menu switches the language by keyboard', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    await user.keyboard('{Control>}k{/Control}');
    const menu = await screen.findByRole('dialog', { name: 'Command menu' });
    expect(within(menu).getByRole('combobox')).toHaveFocus();
    await user.keyboard('Русский');
    await waitFor(() =>
      expect(within(menu).getByRole('option', { selected: true })).toHaveTextContent(/^Русский$/),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ru'));
    expect(
      await within(within(header()).getByRole('navigation')).findByRole('link', {
        name: 'Обзор',
      }),
    ).toBeVisible();
  }, 45_000);
});
