import type { AlertStore } from './alert-store';
import type { RateWindow, RateWindows } from './limits';

/** The alerts' database could not be reached: answered 503 with Retry-After (app.ts). */
export class AlertsUnavailable extends Error {}

/**
 * Failures of the connection, not of a query: refused or cut connections, and PostgreSQL's
 * shutdown and start-up codes (class 57P, class 08).
 */
function unreachable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^(57P0[1-3]|08...)$/.test(code) || /^E[A-Z]+$/.test(code)))
    return true;
  return /Connection terminated|connection timeout/i.test((error as Error).message ?? '');
}

const guard =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  (...args: A) =>
    call(...args).catch((error: unknown) => {
      throw unreachable(error)
        ? new AlertsUnavailable('alerts database unreachable', { cause: error })
        : error;
    });

/**
 * The PostgreSQL store and windows with connection failures made AlertsUnavailable (decision 046):
 * a database restart is a clear 503 to the card service, which retries, and the pool reconnects
 * by itself once the database is back, without restarting the instance.
 */
export function guardStore(store: AlertStore): AlertStore {
  return {
    limits: store.limits,
    get: guard(store.get),
    add: guard(store.add),
    remove: guard(store.remove),
    used: guard(store.used),
    firstTime: guard(store.firstTime),
    forget: guard(store.forget),
    expire: guard(store.expire),
    count: guard(store.count),
    close: store.close,
  };
}

export const guardWindows =
  (windows: RateWindows): RateWindows =>
  (name, options) => {
    const window: RateWindow = windows(name, options);
    return { take: guard(window.take), refund: guard(window.refund) };
  };
