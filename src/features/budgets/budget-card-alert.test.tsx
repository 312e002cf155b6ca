import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAlerts } from '../../lib/alerts-record';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { overviewWithBudget } from './budget.fixtures';

preloadLazy({ pages: ['overview'] });

const WAIT = { timeout: 15_000 };

/** Notifications allowed and a service worker whose notifications are counted. */
function workerShowing() {
  const showNotification = vi.fn(async () => undefined);
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ showNotification }) },
  });
  return showNotification;
}

const CHOICE = 'Also warn me at 80 % and 100 % with a card alert on this device';

describe('the budget warning as a card alert (issue #51 item 1, decision 048)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('with alerts on, 80 % raises one card alert in the warning’s words, once in the month', async () => {
    saveAlerts({ kinds: ['approved'], lang: 'en' });
    const shown = workerShowing();
    const { section } = await overviewWithBudget('14');
    await within(section).findByText('You have used 85 % of your monthly budget', {}, WAIT);
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(shown).toHaveBeenCalledWith('You have used 85 % of your monthly budget', {
      body: expect.stringMatching(/^\$2\.00 left until the month ends on /),
      tag: expect.stringMatching(/^budget:\d+:80$/),
      icon: '/pwa-192.png',
      data: { url: '/' },
    });
    expect(within(section).getByRole('checkbox', { name: CHOICE })).toBeChecked();

    // The overview again (a reload): the warning shows, the alert is not raised twice.
    cleanup();
    renderApp('/');
    const again = await screen.findByRole('region', { name: 'Budget' }, WAIT);
    await within(again).findByText('You have used 85 % of your monthly budget', {}, WAIT);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('raises nothing when the person unticks it, nor when card alerts are off here', async () => {
    saveAlerts({ kinds: ['approved'], lang: 'en' });
    const shown = workerShowing();
    const { section, user } = await overviewWithBudget('100');
    await user.click(await within(section).findByRole('checkbox', { name: CHOICE }, WAIT));
    await user.click(within(section).getByRole('button', { name: 'Change budget' }));
    const field = within(section).getByLabelText('Monthly budget (USD)');
    await user.clear(field);
    await user.type(field, '14');
    await user.click(within(section).getByRole('button', { name: 'Save budget' }));
    await within(section).findByText('You have used 85 % of your monthly budget', {}, WAIT);
    expect(within(section).getByRole('checkbox', { name: CHOICE })).not.toBeChecked();

    cleanup();
    saveAlerts(null);
    renderApp('/');
    const off = await screen.findByRole('region', { name: 'Budget' }, WAIT);
    await within(off).findByText('You have used 85 % of your monthly budget', {}, WAIT);
    expect(within(off).queryByRole('checkbox', { name: CHOICE })).toBeNull();
    expect(shown).not.toHaveBeenCalled();
  });
});
