// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://cards.example.com/settings"}
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_KINDS, eventsFor } from '../../../contract/alerts';
import { sessionStore } from '../../../lib/session';
import { renderApp } from '../../../test/render';
import { setupTestSandbox } from '../../../test/sandbox';

/**
 * Settings → Alerts in live mode (issue #34, decision 025), stubbed only at the browser's edge:
 * fetch to our server (npm run serve), the Notification permission and the Push API. The card
 * service is the real sandbox, in process, as in the app's other component tests.
 */
const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'BPushKeyOfThisDevice', auth: 'AuthSecret16b' },
};
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

type Sent = { method: string; url: string; headers: Record<string, string>; body: string };

/** Our server's answer to POST /alerts/hooks: the record's id, as it is kept. */
const kept = (body: string) => Response.json({ id: JSON.parse(body).hook_id }, { status: 201 });

function stubBrowser(permission: NotificationPermission, registered = kept) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), location.origin);
      const method = init.method ?? 'GET';
      sent.push({
        method,
        url: url.href,
        headers: Object.fromEntries(new Headers(init.headers)),
        body: typeof init.body === 'string' ? init.body : '',
      });
      if (method === 'GET' && url.pathname === '/alerts/key')
        return Response.json({ public_key: VAPID_KEY });
      if (method === 'POST' && url.pathname === '/alerts/hooks')
        return registered(String(init.body));
      if (method === 'DELETE' && url.pathname.startsWith('/alerts/hooks/'))
        return new Response(null, { status: 204 });
      return new Response(null, { status: 404 });
    }),
  );
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  const subscription = { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION, unsubscribe: vi.fn() };
  const pushManager = {
    subscribe: vi.fn(async () => subscription),
    getSubscription: vi.fn(async () => subscription),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { sent, requestPermission, pushManager, subscription };
}

async function openAlerts() {
  const sandbox = setupTestSandbox({ latencyMs: 0 });
  const { seed } = await sandbox.activeAccount();
  sessionStore.signIn(seed);
  const user = userEvent.setup();
  renderApp('/settings', { connection: { mode: 'live', baseUrl: '/v1/api' } });
  const button = await screen.findByRole('button', { name: 'Turn on alerts' });
  const webhooks = async () => (await sandbox.api('GET', '/webhooks', undefined, seed)).data;
  return { sandbox, seed, user, button, webhooks };
}

/** Every place the seed could travel in a request to our server. */
const carries = (request: Sent, text: string) =>
  [request.url, request.body, ...Object.keys(request.headers), ...Object.values(request.headers)]
    .join('\n')
    .includes(text);

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Settings → Alerts, live mode', () => {
  it('Turn on: permission, a subscription with our key, our record without the seed, the webhook aimed at /hooks/<id>; Turn off removes both', async () => {
    const browser = stubBrowser('granted');
    const { sandbox, seed, user, button, webhooks } = await openAlerts();
    // One event left out: the choice is what is sent.
    await user.click(screen.getByRole('checkbox', { name: 'Refunds' }));
    await user.click(button);
    await screen.findByRole('button', { name: 'Turn off alerts' });
    expect(screen.getByText(/Alerts are on for this device/)).toBeInTheDocument();

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect([...options[0].applicationServerKey]).toEqual([...fromB64url(VAPID_KEY)]);

    // Our server: the key, then exactly the hook id, its secret, the subscription, events, language.
    expect(browser.sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /alerts/key',
      'POST /alerts/hooks',
    ]);
    const kinds = ALERT_KINDS.filter((k) => k !== 'refunded');
    const record = JSON.parse(browser.sent[1]!.body);
    expect(Object.keys(record).sort()).toEqual([
      'hook_id',
      'kinds',
      'lang',
      'secret',
      'subscription',
    ]);
    expect(record).toEqual({
      hook_id: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
      subscription: SUBSCRIPTION,
      kinds,
      lang: 'en',
    });
    for (const request of browser.sent) expect(carries(request, seed), request.url).toBe(false);
    expect(localStorage.getItem('vcs.alerts')).not.toContain(seed);

    // The service: a webhook for those events at <origin>/hooks/<id>, signed with that secret.
    const registered = sandbox.requests.filter(
      (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/webhooks'),
    );
    expect(registered).toHaveLength(1);
    expect(await registered[0]!.json()).toEqual({
      url: `https://cards.example.com/hooks/${record.hook_id}`,
      events: eventsFor(kinds),
      secret: record.secret,
    });
    expect(await webhooks()).toEqual([
      expect.objectContaining({ url: `https://cards.example.com/hooks/${record.hook_id}` }),
    ]);

    // Turn off: the webhook at the service and our record (by its secret), then the subscription.
    await user.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    await screen.findByRole('button', { name: 'Turn on alerts' });
    expect(await webhooks()).toEqual([]);
    const removal = browser.sent[2]!;
    expect(browser.sent).toHaveLength(3);
    expect(removal.method).toBe('DELETE');
    expect(new URL(removal.url).pathname).toBe(`/alerts/hooks/${record.hook_id}`);
    expect(removal.headers['x-alert-secret']).toBe(record.secret);
    expect(carries(removal, seed)).toBe(false);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('vcs.alerts')).toBeNull();
  });

  // Issue #49 item 3: our server's answers are read by the contract's declarations, as the card
  // service's are; before, any 2xx was taken for a kept record and the webhook was registered.
  it('a registration our server does not confirm turns nothing on, and says so', async () => {
    const browser = stubBrowser('granted', () => Response.json({}, { status: 200 }));
    const { user, button, webhooks } = await openAlerts();
    await user.click(button);
    expect(
      await screen.findByText('This site cannot send alerts right now. Try again later.'),
    ).toBeInTheDocument();
    expect(browser.sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /alerts/key',
      'POST /alerts/hooks',
    ]);
    expect(await webhooks()).toEqual([]);
    expect(localStorage.getItem('vcs.alerts')).toBeNull();
  });

  it('a refused permission is said in words, and nothing is registered anywhere', async () => {
    const browser = stubBrowser('denied');
    const { user, button, webhooks } = await openAlerts();
    await user.click(button);
    expect(
      await screen.findByText(
        'This browser blocks notifications from this site. Allow them in the site settings, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on alerts' })).toBeEnabled();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.sent).toEqual([]);
    expect(await webhooks()).toEqual([]);
    expect(localStorage.getItem('vcs.alerts')).toBeNull();
  });
});
