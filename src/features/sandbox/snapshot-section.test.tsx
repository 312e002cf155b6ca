import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { blobText } from './snapshot-file';

preloadLazy({ pages: ['overview'], parts: [sandboxPanel] });

/** Signed in, the sandbox panel open at its snapshot section. */
async function openSection() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(200);
  sessionStore.signIn(seed);
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
  const section = within(panel).getByRole('region', { name: 'Snapshot' });
  return { sandbox, seed, cardId, user, section };
}
const imports = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.includes('/sandbox/snapshot'));
const asFile = (text: string) => new File([text], 'account.json', { type: 'application/json' });

describe('sandbox panel: snapshots (issue #31 item 6)', () => {
  it('downloads the account as a .json file without its seed', async () => {
    const { seed, user, section } = await openSection();
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:snapshot');
    await user.click(within(section).getByRole('button', { name: 'Download snapshot' }));
    const said = await within(section).findByText(
      /Saved as account-snapshot-\d{4}-\d\d-\d\d\.json/,
    );
    expect(said).toBeVisible();
    const text = await blobText(saved.mock.calls[0]![0] as Blob);
    expect(JSON.parse(text)).toMatchObject({
      version: 1,
      account: { walletCents: expect.any(Number) },
    });
    expect(text).not.toContain(seed);
    saved.mockRestore();
  });

  it('says in words why a foreign, damaged or newer file is refused, sending nothing', async () => {
    const { sandbox, user, section } = await openSection();
    const field = within(section).getByLabelText('Snapshot file to import');
    const cases: [string, RegExp][] = [
      ['{"hello":"world"}', /not a snapshot of this sandbox/],
      ['{"format":"virtual-card-sandbox.account-snap', /damaged or incomplete/],
      ['{"format":"virtual-card-sandbox.account-snapshot","version":2}', /version 2, which/],
    ];
    for (const [text, words] of cases) {
      await user.upload(field, asFile(text));
      expect(await within(section).findByText(words)).toBeVisible();
      expect(within(section).queryByRole('button', { name: /Replace this account/ })).toBeNull();
    }
    expect(imports(sandbox.requests)).toHaveLength(0);
  });

  it('replaces the account only after the confirmation, and says what the sandbox refused', async () => {
    const { sandbox, seed, cardId, user, section } = await openSection();
    const from = (await sandbox.api('POST', '/sandbox/scenarios/near-monthly-limit/accounts')) as {
      seed: string;
    };
    const file = JSON.stringify(
      await sandbox.api('GET', '/sandbox/snapshot', undefined, from.seed),
    );
    const field = within(section).getByLabelText('Snapshot file to import');

    const broken = JSON.parse(file);
    broken.account.walletCents = -1;
    await user.upload(field, asFile(JSON.stringify(broken)));
    await user.click(await within(section).findByRole('button', { name: 'Replace this account…' }));
    await user.click(within(section).getByRole('button', { name: 'Replace account' }));
    expect(
      await within(section).findByText(/The sandbox refused this snapshot, so nothing changed/),
    ).toBeVisible();
    const cards = async () =>
      ((await sandbox.api('GET', '/cards', undefined, seed)) as { data: { id: string }[] }).data;
    expect((await cards()).map((c) => c.id)).toEqual([cardId]);

    await user.upload(field, asFile(file));
    await user.click(await within(section).findByRole('button', { name: 'Replace this account…' }));
    const question = within(section).getByRole('group', { name: 'Confirm the replacement' });
    expect(question).toHaveTextContent(/with the file \(cards: 1, transactions: 12\)/);
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(imports(sandbox.requests)).toHaveLength(1);
    await user.click(within(section).getByRole('button', { name: 'Replace this account…' }));
    await user.click(within(section).getByRole('button', { name: 'Replace account' }));
    expect(
      await within(section).findByText(/now holds the file's records \(cards: 1,/),
    ).toBeVisible();
    expect((await cards()).map((c) => c.id)).not.toContain(cardId);
  });

  it('imports as a new account and shows its seed once', async () => {
    const { sandbox, seed, user, section } = await openSection();
    const file = JSON.stringify(await sandbox.api('GET', '/sandbox/snapshot', undefined, seed));
    await user.upload(within(section).getByLabelText('Snapshot file to import'), asFile(file));
    await user.click(
      await within(section).findByRole('button', { name: 'Import as a new account' }),
    );
    const said = await within(section).findByText(/Imported into a new account/);
    const copy = /([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(said.textContent!)![1]!;
    expect(copy).not.toBe(seed);
    const cards = (await sandbox.api('GET', '/cards', undefined, copy)) as { data: unknown[] };
    expect(cards.data).toHaveLength(1);
  });
});
