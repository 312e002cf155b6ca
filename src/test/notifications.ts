import { vi } from 'vitest';

/**
 * The browser's edge for card alerts in demo mode (decision 025): notifications allowed, a service
 * worker with no push subscription. `undo` puts the globals back.
 */
export function allowNotifications() {
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: async () => 'granted',
  });
  const registration = { pushManager: { getSubscription: async () => null } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: new Promise(() => undefined), getRegistration: async () => registration },
  });
  return () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.removeItem('vcs.alerts');
  };
}
