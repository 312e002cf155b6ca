import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cards'], parts: [sandboxPanel] });

async function openRequests() {
  const user = userEvent.setup();
  renderApp('/cards');
  await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }, { timeout: 15_000 }));
  const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
  return { user, section: within(panel).getByRole('region', { name: 'Requests' }) };
}

/** Issue #50 item 7 (decision 040): the Sandbox panel's Requests section. */
describe('sandbox panel: requests', () => {
  it('lists this account’s requests newest first with their status, and refreshes', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(50);
    await sandbox.api('GET', '/cards/4111111111111111', undefined, seed);
    sessionStore.signIn(seed);
    const { user, section } = await openRequests();
    const list = await within(section).findByRole('list', { name: 'Requests, newest first' });
    const before = within(list).getAllByRole('listitem');
    // The page's own requests come after the ones made above: the 404 is among them, redacted.
    const missing = before.find((row) => row.textContent?.includes('/cards/{id}'));
    expect(missing).toBeDefined();
    expect(within(missing!).getByText('404')).toBeVisible();
    expect(list.textContent).not.toContain('4111111111111111');
    expect(list.textContent).not.toContain(seed);

    await sandbox.api('POST', `/cards/${cardId}/freeze`, undefined, seed);
    await user.click(within(section).getByRole('button', { name: 'Refresh' }));
    const freeze = await within(list).findByText(`/cards/${cardId}/freeze`);
    // Newest first: the freeze is above the 404 made before it. Only the page's own reads (its
    // polls of the clock and the 3-D Secure inbox) may have come in since, above both.
    const rows = within(list).getAllByRole('listitem');
    const at = (text: string) => rows.findIndex((row) => row.textContent?.includes(text));
    const freezeAt = at(`/cards/${cardId}/freeze`);
    expect(freezeAt).toBeLessThan(at('/cards/{id}'));
    const since = rows.slice(0, freezeAt);
    expect(since.filter((row) => !row.textContent?.startsWith('200GET'))).toEqual([]);
    expect(freeze).toBeVisible();
  });

  it('says there are none yet after a restart: the log lives in memory (decision 040)', async () => {
    const sandbox = setupTestSandbox({
      // The server "restarts" (state kept, memory not) just before the panel reads the log.
      before: (request) => {
        if (request.url.endsWith('/sandbox/requests'))
          void sandbox.service.restore(sandbox.service.snapshot());
      },
    });
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    const { section } = await openRequests();
    expect(await within(section).findByText('No requests yet.')).toBeVisible();
  });
});
