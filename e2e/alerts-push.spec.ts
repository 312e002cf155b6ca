import { expect, test } from '@playwright/test';
import { accountBeforeLoad } from './support/account';
import { overviewShown } from './support/journeys';
import { reloadUnderWorker } from './support/service-worker';
import { fullChromium } from './support/test';

/** The headless shell shows no notification: registration.getNotifications() stays empty there. */
const NOTIFICATIONS = fullChromium('notifications are shown by the full browser, not the shell');

// Card alerts (issue #34): the service worker's side. The push is delivered through Chromium's
// DevTools protocol (ServiceWorker.deliverPushMessage), as a push service's message would be.
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

test(
  'a pushed alert shows a notification, and its click opens the transaction',
  NOTIFICATIONS,
  async ({ page, context, browserName }) => {
    test.skip(browserName !== 'chromium', 'DevTools push delivery is Chromium only');
    // The card funded and the purchase made before the first load (issue #46).
    let [cardId, txnId] = ['', ''];
    await accountBeforeLoad(page, 100, async (api) => {
      cardId = (await api('GET', '/cards')).data[0]!.id;
      await api('POST', `/cards/${cardId}/fund`, { amount: 50 });
      const merchant = {
        name: 'Blue Bottle',
        category: 'food_and_drink',
        mcc: '5814',
        country: 'US',
      };
      const txn = await api('POST', '/sandbox/purchases', {
        card_id: cardId,
        amount: 12.34,
        merchant,
      });
      txnId = txn.id;
    });
    await page.goto('/');
    await overviewShown(page);
    await reloadUnderWorker(page);

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (r) => !r.isDeleted && r.scopeURL.startsWith(page.url().split('/').slice(0, 3).join('/')),
        );
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const url = `/transactions?card_id=${cardId}&txn=${txnId}`;
    const note = {
      title: 'Purchase approved',
      body: 'Blue Bottle, $12.34',
      url,
      tag: `t:${txnId}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(note),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
        })),
      );
    await expect.poll(shown).toEqual([{ title: 'Purchase approved', body: 'Blue Bottle, $12.34' }]);

    // Headless Chromium has no notification to click: the worker receives the click event its
    // handler listens to, for the notification it showed.
    await page.goto('/');
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;
    await worker.evaluate(async () => {
      // Worker-only types (not in this project's DOM lib), named here.
      type Scope = EventTarget & { registration: ServiceWorkerRegistration };
      type EventClass = new (type: string, init: { notification: Notification }) => Event;
      const scope = self as unknown as Scope;
      const Click = (self as unknown as { NotificationEvent: EventClass }).NotificationEvent;
      const [shownNote] = await scope.registration.getNotifications();
      scope.dispatchEvent(new Click('notificationclick', { notification: shownNote! }));
    });
    await expect(page).toHaveURL(new RegExp(`/transactions\\?card_id=${cardId}&txn=${txnId}$`));
    await expect(page.getByRole('dialog', { name: 'Blue Bottle' })).toBeVisible();
  },
);

test(
  'demo: alerts turned on in Settings show the sandbox purchase while the tab is hidden',
  NOTIFICATIONS,
  async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium', 'notification permission is granted by Chromium only');
    const { seed } = await accountBeforeLoad(page, 100);
    await page.goto('/');
    await overviewShown(page);
    await reloadUnderWorker(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Turn on alerts' }).click();
    await expect(page.getByText('Alerts are on for this device.')).toBeVisible();
    // The page reads the sandbox's log every 2 s; what is there at its first read is not news. It
    // marks <html> once that first read is done (demo-alerts-loop.ts): from then on, a purchase is.
    await expect(page.locator('html')).toHaveAttribute('data-demo-alerts', 'watching');
    await page.evaluate(() =>
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }),
    );
    await page.evaluate(async (seed) => {
      const api = async (method: string, path: string, body?: unknown) =>
        (
          await fetch(`/v1/api${path}`, {
            method,
            headers: { 'Content-Type': 'application/json', 'X-Seed': seed },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        ).json();
      const cardId = (await api('GET', '/cards')).data[0].id as string;
      await api('POST', `/cards/${cardId}/fund`, { amount: 50 });
      const merchant = { name: 'Corner Shop', category: 'groceries', mcc: '5411', country: 'US' };
      await api('POST', '/sandbox/purchases', { card_id: cardId, amount: 7.5, merchant });
    }, seed);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.body),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual(['Corner Shop, $7.50']);
  },
);
