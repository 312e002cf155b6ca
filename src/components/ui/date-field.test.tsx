import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, startI18n } from '../../lib/i18n/i18n';
import { withI18n } from '../../test/i18n';
import { preloadLazy } from '../../test/preload';
import { DateField } from './date-field';

// The dialog, the grid and the day names of the languages shown, and the French words.
preloadLazy({
  signedIn: false,
  parts: [
    () => import('./date-dialog'),
    async () => {
      const { DAY_LOCALES } = await import('./calendar');
      await Promise.all([DAY_LOCALES.en(), DAY_LOCALES.fr()]);
    },
  ],
  languages: ['fr'],
});

function Harness({ initial, max }: { initial?: string; max?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField label="From" value={day} max={max} onChange={setDay} />
      <output>{day ?? 'none'}</output>
    </>
  );
}

describe('a day chosen in the person’s language (issue #29, item 8)', () => {
  afterEach(() => startI18n('en'));

  it('shows the day and the calendar in French, not the browser’s mm/dd/yyyy', async () => {
    await activateLocale('fr');
    render(<Harness initial="2026-11-24" />, { wrapper: withI18n() });
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const field = screen.getByRole('button', { name: 'From 24 nov. 2026' });
    await userEvent.click(field);
    const dialog = await screen.findByRole('dialog', { name: 'From' });
    // DayPicker's own words in French: the month, the weekdays, its navigation labels.
    expect(await within(dialog).findByText('novembre 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aller au mois suivant' })).toBeVisible();
    // The week starts on Monday in French.
    expect(dialog.querySelector('th')).toHaveAttribute('aria-label', 'lundi');
    await userEvent.click(within(dialog).getByRole('button', { name: /mardi 3 novembre 2026/ }));
    expect(document.querySelector('output')).toHaveTextContent('2026-11-03');
    expect(screen.getByRole('button', { name: 'From 3 nov. 2026' })).toBeInTheDocument();
  });

  it('refuses days after the maximum and clears to any day', async () => {
    render(<Harness initial="2026-11-10" max="2026-11-12" />, { wrapper: withI18n() });
    await userEvent.click(screen.getByRole('button', { name: 'From Nov 10, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'From' });
    expect(
      await within(dialog).findByRole('button', { name: /November 13th, 2026/ }),
    ).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Any day' }));
    expect(document.querySelector('output')).toHaveTextContent('none');
    expect(screen.getByRole('button', { name: 'From Any day' })).toBeInTheDocument();
  });
});
