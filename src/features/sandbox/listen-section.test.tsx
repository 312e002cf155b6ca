import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview'], parts: [sandboxPanel] });

describe('sandbox panel: events on your computer (issue #31, decision 022)', () => {
  it('shows the listen command with a placeholder, never the seed', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
    const section = within(panel).getByRole('region', { name: 'Events on your computer' });
    expect(
      within(section).getByText(
        'SANDBOX_SEED=XXXX-XXXX-XXXX-XXXX npm run listen -- --forward-to http://127.0.0.1:3000/hooks',
      ),
    ).toBeVisible();
    expect(panel.textContent).not.toContain(seed);
  });
});
