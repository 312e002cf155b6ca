import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['welcome', 'overview', 'settings'] });

describe('onboarding', () => {
  it('generates a seed, masks the card, shows the QR and signs in only after the seed is stored', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const user = userEvent.setup();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Get a seed and a card' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Mastercard' }));
    await user.selectOptions(screen.getByLabelText('Fund with'), 'BTC');
    await user.click(screen.getByRole('button', { name: 'Generate my seed and card' }));

    const seed = (await screen.findByTestId('seed')).textContent ?? '';
    expect(seed).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const body = JSON.parse(await sandbox.requests[0]!.text());
    expect(body).toEqual({ card: 'mastercard', asset: 'BTC' });
    expect(sandbox.requests[0]!.headers.get('X-Seed')).toBeNull();

    // The card number is masked until asked for.
    const number = screen.getByLabelText('Card number');
    expect(number.textContent).toMatch(/^•••• •••• •••• \d{4}$/);
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show card number' }));
    expect(screen.getByLabelText('Card number').textContent).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);

    // Funding wallet: BTC address with a QR code and a copy button.
    const wallet = screen.getByRole('region', { name: 'Fund it with BTC' });
    expect(
      await within(wallet).findByRole('img', { name: 'QR code of the BTC address' }),
    ).toBeInTheDocument();
    expect(within(wallet).getByText(/^bc1q[a-z0-9]{38}$/)).toBeInTheDocument();
    // The fee is said before anything is sent.
    expect(
      await within(wallet).findByText(
        'A fee of $2.00 is deducted when the deposit is credited: send $102.00 to receive $100.00.',
      ),
    ).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Continue to my dashboard' });
    expect(next).toBeDisabled();
    expect(sessionStore.getSeed()).toBeNull();
    await user.click(screen.getByLabelText('I have stored my seed somewhere safe.'));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(
      await screen.findByRole('heading', { name: 'Waiting for your first deposit' }),
    ).toBeInTheDocument();
    expect(sessionStore.getSeed()).toBe(seed);
    expect(sessionStorage.getItem('vcs.session.seed')).toBe(seed);
    expect(JSON.stringify(localStorage)).not.toContain(seed);
    // After onboarding the seed is not on the page any more.
    expect(document.body.textContent).not.toContain(seed);
  });

  it('copies the seed to the clipboard', async () => {
    setupTestSandbox();
    const user = userEvent.setup();
    renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Generate my seed and card' }));
    const seed = (await screen.findByTestId('seed')).textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Copy seed' }));
    expect(await navigator.clipboard.readText()).toBe(seed);
    expect(screen.getByText('seed copied to the clipboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy seed' })).toHaveTextContent('Copied');
    // Copy is the step to take: the primary button, Download the secondary one (issue #48).
    expect(screen.getByRole('button', { name: 'Copy seed' })).toHaveClass('bg-brand-600');
    expect(screen.getByRole('button', { name: 'Download as a text file' })).not.toHaveClass(
      'bg-brand-600',
    );
  });

  it('updates by itself when the first deposit confirms and the card activates', async () => {
    const sandbox = setupTestSandbox();
    const gen = await sandbox.api('POST', '/', {});
    sessionStore.signIn(gen.seed);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Waiting for your first deposit' }),
    ).toBeInTheDocument();
    const dep = await sandbox.api(
      'POST',
      '/sandbox/deposits',
      { currency: 'eth', amount_usd: 80 },
      gen.seed,
    );
    await sandbox.api('POST', `/sandbox/deposits/${dep.id}/confirm`, undefined, gen.seed);
    expect(await screen.findByText('Your card is active')).toBeInTheDocument();
    // Wallet balance and total deposited both show the credited amount.
    expect(await screen.findAllByText('$78.50', { selector: 'dd' })).toHaveLength(2);
  });

  it('shows a clear error when generating fails', async () => {
    setupTestSandbox();
    const { configureApi } = await import('../../api/client');
    configureApi({
      fetch: (async () =>
        new Response(JSON.stringify({ success: false, error: 'Card issuing is paused' }), {
          status: 500,
        })) as typeof fetch,
    });
    const user = userEvent.setup();
    renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Generate my seed and card' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Card issuing is paused'),
    );
    expect(sessionStore.getSeed()).toBeNull();
  });

  it('keeps an unsaved seed through a reload, without the card number, and asks before leaving', async () => {
    setupTestSandbox();
    const user = userEvent.setup();
    const first = renderApp('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Generate my seed and card' }));
    const seed = (await screen.findByTestId('seed')).textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Show card number' }));
    const pan = screen.getByLabelText('Card number').textContent!.replace(/ /g, '');

    // The browser is asked to confirm a reload or close while the seed is unsaved.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // A reload: the page comes back with the same seed; the card number was not stored.
    first.unmount();
    expect(JSON.stringify(sessionStorage)).not.toContain(pan);
    expect(JSON.stringify(localStorage)).not.toContain(seed);
    const { router } = renderApp('/welcome');
    expect((await screen.findByTestId('seed')).textContent).toBe(seed);
    expect(screen.getByLabelText('Card number').textContent).toMatch(/^•••• •••• •••• \d{4}$/);
    expect(screen.queryByRole('button', { name: 'Show card number' })).toBeNull();

    // Leaving through the app asks first; staying keeps the seed on screen.
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without storing your seed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and store it' }));
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.getByTestId('seed')).toHaveTextContent(seed);

    // Confirming signs in and forgets the unsaved copy; nothing asks any more.
    await user.click(screen.getByLabelText('I have stored my seed somewhere safe.'));
    await user.click(screen.getByRole('button', { name: 'Continue to my dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('vcs.onboarding.unsaved')).toBeNull();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
