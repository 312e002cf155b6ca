import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { sessionStore } from '../lib/session';
import { allowNotifications } from '../test/notifications';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

preloadLazy({ pages: ['settings', 'webhooks'] });

let undo: () => void = () => undefined;
afterEach(() => undo());

/** Issue #48 item 9 (decision 025): the alerts' webhook is named, and deleting it turns alerts off. */
describe('the alerts’ webhook on the Webhooks page', () => {
  it('is named as card alerts, says deleting it turns alerts off, and does', async () => {
    undo = allowNotifications();
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount();
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    const { router } = renderApp(paths.settings);
    await user.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    await screen.findByRole('button', { name: 'Turn off alerts' });

    await act(() => router.navigate(paths.webhooks));
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Card alerts (this device)');
    await user.click(
      within(item).getByRole('button', { name: 'Delete Card alerts (this device)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete the card alerts’ webhook?' });
    expect(dialog).toHaveTextContent('This turns card alerts off on this device.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and turn off alerts' }));
    expect(await screen.findByText('No endpoints yet')).toBeVisible();

    await act(() => router.navigate(paths.settings));
    expect(await screen.findByRole('button', { name: 'Turn on alerts' })).toBeEnabled();
    await waitFor(() => expect(localStorage.getItem('vcs.alerts')).toBeNull());
  });
});
