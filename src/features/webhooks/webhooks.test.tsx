import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHmac } from 'node:crypto';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { EventPicker } from './event-picker';
import { hmacHex } from './signature-helper';

function Picker({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EventPicker value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('event picker', () => {
  it('picks all events as ["*"], single events, and whole groups', async () => {
    const user = userEvent.setup();
    render(<Picker initial={['*']} />);
    const value = () => JSON.parse(screen.getByTestId('value').textContent!);
    expect(screen.getByLabelText('card.created')).toBeDisabled();
    await user.click(screen.getByLabelText('All events, including ones added later'));
    expect(value()).toEqual([]);
    await user.click(screen.getByLabelText('card.frozen'));
    await user.click(screen.getByLabelText('All deposit events'));
    expect(value()).toEqual(['card.frozen', 'deposit.pending', 'deposit.confirmed']);
    expect((screen.getByLabelText('All card events') as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByLabelText('deposit.pending'));
    expect(value()).toEqual(['card.frozen', 'deposit.confirmed']);
    await user.click(screen.getByLabelText('All events, including ones added later'));
    expect(value()).toEqual(['*']);
  });
});

describe('webhooks page', () => {
  async function open() {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/webhooks');
    const form = await screen.findByRole('form', { name: 'Register a webhook' });
    return { ...sandbox, seed, user, form };
  }

  it('requires an HTTPS URL and at least one event before sending', async () => {
    const { user, form, requests } = await open();
    const before = requests.length;
    await user.type(within(form).getByLabelText('Endpoint URL'), 'http://example.com/hook');
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    expect(await within(form).findByText('The URL must start with https://')).toBeInTheDocument();
    expect(within(form).getByLabelText('Endpoint URL')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Endpoint URL'));
    await user.type(within(form).getByLabelText('Endpoint URL'), 'not a url');
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    expect(await within(form).findByText('A URL has no spaces')).toBeInTheDocument();
    for (const spaced of ['https://ex ample.com', 'https://example.com/a b']) {
      await user.clear(within(form).getByLabelText('Endpoint URL'));
      await user.type(within(form).getByLabelText('Endpoint URL'), spaced);
      await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
      expect(await within(form).findByText('A URL has no spaces')).toBeInTheDocument();
    }
    await user.clear(within(form).getByLabelText('Endpoint URL'));
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://example.com/hook');
    await user.click(within(form).getByLabelText('All events, including ones added later'));
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    expect(await within(form).findByText('Choose at least one event')).toBeInTheDocument();
    expect(requests.slice(before).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says a URL already registered is taken, in words, and sends nothing (issue #47: one webhook per URL)', async () => {
    const { user, form, requests } = await open();
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://example.com/hook');
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    await user.click(await screen.findByRole('button', { name: 'I stored the secret — done' }));
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://example.com/hook')).toBeInTheDocument();
    const again = screen.getByRole('form', { name: 'Register a webhook' });
    const before = requests.length;
    await user.type(within(again).getByLabelText('Endpoint URL'), 'https://example.com/hook');
    await user.click(within(again).getByRole('button', { name: 'Register endpoint' }));
    expect(
      await within(again).findByText('This URL already receives your events: one webhook per URL.'),
    ).toBeInTheDocument();
    expect(within(again).getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the field said wrong: on a phone it is far above the button.
    expect(within(again).getByLabelText('Endpoint URL')).toHaveFocus();
    expect(requests.slice(before).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the generated secret once, lists the endpoint without it, and deletes with confirmation', async () => {
    const { user, form, api, seed } = await open();
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://example.com/hook');
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    const secret = (await screen.findByTestId('webhook-secret')).textContent!;
    expect(secret).toMatch(/^whsec_[0-9a-f]{40}$/);
    expect(screen.getByText(/It will not be shown again/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://example.com/hook')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I stored the secret — done' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);

    await user.click(within(list).getByRole('button', { name: 'Delete https://example.com/hook' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this endpoint?' });
    expect(dialog).toHaveTextContent('No further events will be delivered to it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect((await api('GET', '/webhooks', undefined, seed)).data).toEqual([]);
  });

  it('shows deliveries with their signatures in the log', async () => {
    const { api, seed } = await open();
    await api(
      'POST',
      '/webhooks',
      {
        url: 'https://example.com/in',
        events: ['deposit.pending'],
        secret: 'a-secret-of-16-chars',
      },
      seed,
    );
    await api('POST', '/sandbox/deposits', { currency: 'btc', amount_usd: 20 }, seed);
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(log).getByText('deposit.pending')).toBeInTheDocument();
    expect(within(log).getByText('Recorded')).toBeInTheDocument();
  });
});

describe('signature helper', () => {
  it('computes the same HMAC-SHA256 as Node', async () => {
    const payload = '{"id":"evt_1","type":"card.frozen"}';
    expect(await hmacHex('whsec_test_secret_123', payload)).toBe(
      createHmac('sha256', 'whsec_test_secret_123').update(payload).digest('hex'),
    );
  });

  it('says whether a received signature matches', async () => {
    const user = userEvent.setup();
    const { SignatureHelper } = await import('./signature-helper');
    render(<SignatureHelper />);
    await user.type(screen.getByLabelText('Payload (the raw request body)'), 'hello');
    await user.type(screen.getByLabelText('Secret'), 'k');
    const right = createHmac('sha256', 'k').update('hello').digest('hex');
    await user.type(screen.getByLabelText('Received signature (optional)'), right);
    await user.click(screen.getByRole('button', { name: 'Compute HMAC-SHA256' }));
    await waitFor(() => expect(screen.getByTestId('expected-signature')).toHaveTextContent(right));
    expect(screen.getByText('The signature matches.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Received signature (optional)'), '0');
    expect(screen.getByText('The signature does not match.')).toBeInTheDocument();
  });
});
