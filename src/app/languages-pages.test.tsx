import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, startI18n } from '../lib/i18n/i18n';
import { sessionStore } from '../lib/session';
import { englishIn, translated } from '../test/english-leftovers';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';
import { LANGUAGES } from '../test/languages';

/**
 * The signed-in pages in the provider's languages and Spanish (issue #19, decision 011): the card
 * list and its new-card form, a card's page, the overview, and the transactions' date filter with
 * its calendar (issue #29, item 8) show no English word of the catalogue, nor do the parts
 * libraries add to the document. Moved from e2e/languages.spec.ts (issue #46); that the longer
 * words fit (nothing scrolls sideways at 1280 or 390 px) is measured there.
 */
preloadLazy({
  pages: ['overview', 'cards', 'cardDetail', 'transactions'],
  parts: [
    () => import('../features/transactions/filter-menu'),
    () => import('../features/transactions/filter-editor'),
    () => import('../components/ui/date-dialog'),
    async () => {
      const { DAY_LOCALES } = await import('../components/ui/calendar');
      await Promise.all(LANGUAGES.map(({ locale }) => DAY_LOCALES[locale]()));
    },
  ],
  languages: LANGUAGES.map(({ locale }) => locale),
});

/** What an English calendar says: its months, weekdays and navigation. */
const ENGLISH_CALENDAR =
  /\b(January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Next Month|Previous Month)\b/i;

const openDialogs = () => document.querySelectorAll('dialog[open]');

/** Escape, as the browser's native <dialog> takes it: jsdom does not turn the key into `cancel`. */
async function escape(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.keyboard('{Escape}');
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** A signed-in account with $200, the page in `locale` (as chosen in Settings). */
async function signedInIn(locale: (typeof LANGUAGES)[number]['locale']) {
  const sandbox = setupTestSandbox();
  const { seed } = await sandbox.activeAccount(200);
  sessionStore.signIn(seed);
  await activateLocale(locale);
  return userEvent.setup();
}

afterEach(() => startI18n('en'));

describe.each(LANGUAGES)('in $name', (language) => {
  const say = (english: string) => translated(language.locale, english);

  it('the card list and its new-card form, a card’s page and the overview, with no English left', async () => {
    const user = await signedInIn(language.locale);
    renderApp('/cards');
    expect(await screen.findByRole('heading', { level: 1, name: say('Cards') })).toBeVisible();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('table')).toBeVisible();
    expect(englishIn(language.locale, [main])).toEqual([]);

    await user.click(screen.getByRole('button', { name: say('New card') }));
    const form = await screen.findByRole('dialog', { name: say('New card') });
    expect((await within(form).findAllByRole('radio'))[0]).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: say('Create card') }));
    expect(await within(form).findByText(say('Choose a card type (BIN)'))).toBeVisible();
    expect(englishIn(language.locale, openDialogs())).toEqual([]);
    await escape(user, form);

    await user.click(within(within(main).getByRole('table')).getAllByRole('link')[0]!);
    expect(
      await screen.findByRole('heading', { level: 2, name: say('Card details') }),
    ).toBeVisible();
    expect(englishIn(language.locale, [screen.getByRole('main')])).toEqual([]);
    const nav = within(screen.getByRole('banner')).getByRole('navigation');
    await user.click(within(nav).getByRole('link', { name: language.nav[0] }));
    expect(await screen.findByRole('heading', { level: 1, name: say('Overview') })).toBeVisible();
    expect(englishIn(language.locale, [screen.getByRole('main')])).toEqual([]);
    // Four pages and a dialog: 5-12 s measured beside other test runs (load 15-20 on two cores).
  }, 45_000);

  it('transactions: the date filter and its calendar speak the language, and the whole document does', async () => {
    const user = await signedInIn(language.locale);
    renderApp('/transactions');
    expect(
      await screen.findByRole('heading', { level: 1, name: say('Transactions') }),
    ).toBeVisible();
    // Not the browser's "mm/dd/yyyy" (issue #29, item 8).
    expect(document.querySelectorAll('input[type="date"]')).toHaveLength(0);
    // The date filter's editor (decision 031): "+ Add filter", Date, then a custom range's day.
    await user.click(screen.getByRole('button', { name: say('Add filter') }));
    await user.click(await screen.findByRole('menuitem', { name: say('Date') }));
    const dateEditor = await screen.findByRole('dialog', { name: say('Date') });
    await user.click(
      within(dateEditor).getByRole('button', { name: `${say('From')} ${say('Any day')}` }),
    );
    const calendar = await screen.findByRole('dialog', { name: say('From') });
    expect(await within(calendar).findByRole('grid')).toBeVisible();
    expect(englishIn(language.locale, openDialogs(), ENGLISH_CALENDAR)).toEqual([]);
    await escape(user, calendar);
    await escape(user, dateEditor);

    // Everything in the document, including what libraries put outside the page's main part
    // (the toasts' region, the command menu's list).
    await user.click(document.body);
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: language.menu })).toBeVisible();
    // sonner's region (its list appears with a toast) is there once the page is idle (≤ 3 s).
    await waitFor(
      () => expect(document.querySelector('section[aria-label$="alt+T"]')).not.toBeNull(),
      { timeout: 15_000 },
    );
    expect(englishIn(language.locale, [document.body])).toEqual([]);
  }, 45_000);
});
