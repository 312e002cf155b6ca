import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

describe('connection settings', () => {
  async function open() {
    setupTestSandbox();
    const switchConnection = vi.fn();
    const user = userEvent.setup();
    renderApp('/settings', { switchConnection });
    await screen.findByRole('heading', { name: 'Settings' });
    return { user, switchConnection };
  }

  it('validates the URL before switching', async () => {
    const { user, switchConnection } = await open();
    await user.click(screen.getByRole('radio', { name: /Sandbox server/ }));
    const url = screen.getByLabelText('API base URL');
    for (const [value, message] of [
      ['not a url', 'Use /v1/api on this site, an https:// URL, or http:// only for localhost'],
      [
        'http://cards.example.com/v1/api',
        'Use /v1/api on this site, an https:// URL, or http:// only for localhost',
      ],
      ['https://cards.example.com/api', 'The base URL ends in /v1/api'],
      [
        '//cards.example.com/v1/api',
        'Use /v1/api on this site, an https:// URL, or http:// only for localhost',
      ],
    ] as const) {
      await user.clear(url);
      await user.type(url, value);
      await user.click(screen.getByRole('button', { name: 'Save connection' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(switchConnection).not.toHaveBeenCalled();
  });

  it('asks to confirm, then switches to a sandbox server', async () => {
    const { user, switchConnection } = await open();
    await user.click(screen.getByRole('radio', { name: /Sandbox server/ }));
    const url = screen.getByLabelText('API base URL');
    await user.clear(url);
    await user.type(url, 'http://127.0.0.1:8787/v1/api/');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(screen.getByText(/You will be signed out/)).toBeInTheDocument();
    expect(switchConnection).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Switch and reload' }));
    expect(switchConnection).toHaveBeenCalledWith({
      mode: 'sandbox',
      baseUrl: 'http://127.0.0.1:8787/v1/api',
    });
  });

  // A live https URL, and the same-origin /v1/api that npm run serve (or the host) proxies.
  for (const baseUrl of ['https://cards.example.com/v1/api', '/v1/api']) {
    it(`switches to live at ${baseUrl}`, async () => {
      const { user, switchConnection } = await open();
      await user.click(screen.getByRole('radio', { name: /Live/ }));
      const url = screen.getByLabelText('API base URL');
      await user.clear(url);
      await user.type(url, baseUrl);
      await user.click(screen.getByRole('button', { name: 'Save connection' }));
      await user.click(screen.getByRole('button', { name: 'Switch and reload' }));
      expect(switchConnection).toHaveBeenCalledWith({ mode: 'live', baseUrl });
    });
  }

  it('refuses, before switching, an origin the page security policy does not allow', async () => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "default-src 'self'; connect-src 'self' https://ok.example http://127.0.0.1:*";
    document.head.append(meta);
    try {
      const { user, switchConnection } = await open();
      await user.click(screen.getByRole('radio', { name: /Live/ }));
      const url = screen.getByLabelText('API base URL');
      await user.clear(url);
      await user.type(url, 'https://cards.example.com/v1/api');
      await user.click(screen.getByRole('button', { name: 'Save connection' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This build of the dashboard may not connect there');
      expect(alert).toHaveTextContent(
        'only allows connections to this site, https://ok.example, http://127.0.0.1:* — not to https://cards.example.com',
      );
      expect(alert).toHaveTextContent('API_UPSTREAM=https://cards.example.com/v1/api');
      expect(alert).toHaveTextContent('VITE_API_ORIGINS=https://cards.example.com');
      expect(alert).not.toHaveTextContent(/check your connection/i);
      expect(alert).not.toHaveTextContent('IPv6');
      expect(screen.queryByRole('button', { name: 'Switch and reload' })).toBeNull();
      // A loopback IPv6 sandbox URL is refused with the reason and the spelling that works.
      await user.clear(url);
      await user.click(url);
      await user.paste('http://[::1]:8787/v1/api'); // typed, `[` would be a key descriptor
      await user.click(screen.getByRole('button', { name: 'Save connection' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A security policy cannot name an IPv6 address: for a sandbox on this machine use http://127.0.0.1:PORT/v1/api',
      );
      expect(screen.getByRole('alert')).not.toHaveTextContent('VITE_API_ORIGINS');
      // An allowed origin goes on to the confirmation.
      await user.clear(url);
      await user.type(url, 'https://ok.example/v1/api');
      await user.click(screen.getByRole('button', { name: 'Save connection' }));
      await user.click(screen.getByRole('button', { name: 'Switch and reload' }));
      expect(switchConnection).toHaveBeenCalledWith({
        mode: 'live',
        baseUrl: 'https://ok.example/v1/api',
      });
    } finally {
      meta.remove();
    }
  });

  it('offers a confirmed demo reset in demo mode only', async () => {
    setupTestSandbox();
    const resetDemo = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderApp('/settings', { resetDemo });
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    expect(screen.getByRole('dialog', { name: 'Reset all demo data?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(resetDemo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(screen.getByRole('button', { name: 'Delete demo data' }));
    expect(resetDemo).toHaveBeenCalledOnce();
  });
});
