import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../test/i18n';
import { preloadLazy } from '../../test/preload';
import { DateField } from './date-field';
import { Dialog } from './dialog';

preloadLazy({
  signedIn: false,
  parts: [() => import('./date-dialog'), async () => (await import('./calendar')).DAY_LOCALES.en()],
});

describe('Escape in the date picker (issue #48 polish)', () => {
  it('closes the picker only, not the dialog around it', async () => {
    const closeFilters = vi.fn();
    render(
      <Dialog open onClose={closeFilters} title="Date">
        <DateField label="From" value="2026-11-10" onChange={() => undefined} />
      </Dialog>,
      { wrapper: withI18n() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'From Nov 10, 2026' }));
    const picker = await screen.findByRole('dialog', { name: 'From' });
    // What the browser does on Escape: a `cancel` on the topmost modal <dialog> (jsdom has no key).
    fireEvent(picker, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'From' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Date' })).toBeInTheDocument();
    expect(closeFilters).not.toHaveBeenCalled();
  });
});
