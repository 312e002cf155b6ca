import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, startI18n } from '../../lib/i18n/i18n';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cardDetail'], languages: ['fr'] });

/** A new account's card (the service labels it "My first card"), opened on its page in French. */
async function openFirstCardInFrench() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(100);
  await activateLocale('fr');
  sessionStore.signIn(seed);
  const user = userEvent.setup();
  renderApp(`/cards/${cardId}`);
  await screen.findByRole('heading', { level: 1, name: 'Ma première carte' });
  const form = await screen.findByRole('form', { name: 'Réglages de la carte' });
  const label = within(form).getByLabelText('Libellé');
  const stored = async () =>
    ((await sandbox.api('GET', `/cards/${cardId}`, undefined, seed)) as { label: string }).label;
  const patches = () => sandbox.requests.filter((r) => r.method === 'PATCH');
  return { user, form, label, stored, patches };
}

describe("the service's default card label in the card's settings (issue #29, item 8)", () => {
  afterEach(() => startI18n('en'));

  it('shows the name the page shows, in French, and saving unedited keeps the stored label', async () => {
    const { user, form, label, stored, patches } = await openFirstCardInFrench();
    expect(label).toHaveValue('Ma première carte');
    // Nowhere on the page, the field included, is the service's English label.
    expect(document.body).not.toHaveTextContent('My first card');
    expect(
      [...document.querySelectorAll('input')].filter((i) => i.value.includes('My first card')),
    ).toHaveLength(0);

    // Saving another setting does not rename the card to the French words.
    await user.type(within(form).getByLabelText('Plafond de dépenses mensuel (USD)'), '250');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les réglages' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(await patches()[0]!.text())).toMatchObject({
      label: 'My first card',
      spending_limit: 250,
    });
    expect(await stored()).toBe('My first card');
  });

  it('a label the person types is saved as typed; emptied, the card has no label', async () => {
    const { user, form, label, stored } = await openFirstCardInFrench();
    const save = () =>
      user.click(within(form).getByRole('button', { name: 'Enregistrer les réglages' }));
    await user.clear(label);
    await user.type(label, 'Publicité');
    await save();
    await waitFor(async () => expect(await stored()).toBe('Publicité'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Publicité' })).toBeInTheDocument();

    // The form starts over from the renamed card.
    const renamed = within(
      await screen.findByRole('form', { name: 'Réglages de la carte' }),
    ).getByLabelText('Libellé');
    await waitFor(() => expect(renamed).toHaveValue('Publicité'));
    await user.clear(renamed);
    await user.click(
      within(screen.getByRole('form', { name: 'Réglages de la carte' })).getByRole('button', {
        name: 'Enregistrer les réglages',
      }),
    );
    await waitFor(async () => expect(await stored()).toBe(''));
  });
});
