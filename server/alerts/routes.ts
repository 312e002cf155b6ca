import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { ALERT_REGISTRATION_MAX_BYTES, ALERT_SECRET_HEADER } from '../../src/contract/alerts';
import { alertOperations } from '../../src/contract/alerts-api';
import { ALERTS_BASE_PATH } from '../../src/contract/base-paths';
import type { Trusted } from '../../src/service/node/client-address';
import { clientKey } from '../../src/service/http/rate-limits';
import { errorResponse } from '../error-answer';
import { clientOf } from '../request-line';
import { mountHookDelivery, NOBODY } from './hook-delivery';
import { ALERT_RATES, readCapped, type RateWindows } from './limits';
import type { PushPolicy, PushSender } from './push';
import { parseRegistration } from './registration';
import type { AlertStore } from './store';

export type AlertsOptions = {
  store: AlertStore;
  send: PushSender;
  publicKey: string;
  policy: PushPolicy;
  trusted: Trusted;
  /** Where the registration and push windows count: in memory, or shared (decision 046). */
  windows: RateWindows;
  /** The clock of the rate windows (the store has its own, the same in practice). */
  now: () => number;
  log?: (line: string) => void;
};

const sameText = (a: string, b: string) => {
  const x = createHmac('sha256', NOBODY).update(a).digest();
  const y = createHmac('sha256', NOBODY).update(b).digest();
  return timingSafeEqual(x, y);
};

/** Where an alerts' operation is mounted: its declared path below the alerts' base (issue #49). */
const route = <P extends string>(op: { path: P }) => `${ALERTS_BASE_PATH}${op.path}` as const;

/**
 * Card alerts on the production server (issue #34, decision 025), as src/contract/alerts-api.ts
 * declares them: the VAPID public key; a device's record; its removal (with its secret); and the
 * service's webhook (hook-delivery.ts).
 */
export function mountAlerts(app: Hono, o: AlertsOptions) {
  const hour = { windowMs: 3_600_000, maxKeys: 10_000 };
  const perClient = o.windows('registrations/client', {
    limit: ALERT_RATES.registrationsPerClient,
    ...hour,
  });
  const perSite = o.windows('registrations/site', {
    limit: ALERT_RATES.registrationsPerSite,
    ...hour,
  });

  app.get(route(alertOperations.getAlertKey), (c) =>
    c.json({ public_key: o.publicKey }, 200, { 'Cache-Control': 'no-store' }),
  );

  app.post(route(alertOperations.registerAlertHook), async (c) => {
    // Counted like the sandbox counts (decision 015): an IPv6 client by its /64, and its /48 capped
    // too, so one host's 2^64 addresses, or one site's 65,536 /64s, are not as many clients.
    const address = clientOf(c, o.trusted);
    const client = clientKey(address);
    const site = clientKey(address, 48);
    const now = o.now();
    if (!(await perClient.take(client, now)) || !(await perSite.take(site, now)))
      return errorResponse(
        'rate_limited',
        `At most ${ALERT_RATES.registrationsPerClient} registrations from one client address ` +
          `(${ALERT_RATES.registrationsPerSite} from one IPv6 /48) an hour.`,
        { 'Retry-After': '3600' },
      );
    const { bytes, over } = await readCapped(c.req.raw, ALERT_REGISTRATION_MAX_BYTES);
    if (over) return errorResponse('invalid_request', 'The registration is larger than 4 KiB.');
    const record = parseRegistration(bytes.toString('utf8'), o.policy);
    if (!record)
      return errorResponse(
        'invalid_request',
        'A registration holds hook_id, secret (32-256 characters), a subscription to a known push service, kinds and lang.',
      );
    const added = await o.store.add({ ...record, client, site });
    if (added === 'taken') return errorResponse('hook_id_taken', 'That hook id is taken.');
    if (added === 'client_full')
      return errorResponse(
        'too_many_hooks',
        `This client address holds ${o.store.limits.hooksPerClient} alert records.`,
      );
    if (added === 'site_full')
      return errorResponse(
        'too_many_hooks',
        `This IPv6 /48 holds ${o.store.limits.hooksPerSite} alert records.`,
      );
    if (added === 'full')
      return errorResponse('storage_full', 'This server holds as many alert records as it may.');
    return c.json({ id: record.id }, 201, { 'Cache-Control': 'no-store' });
  });

  app.delete(route(alertOperations.removeAlertHook), async (c) => {
    const hook = await o.store.get(c.req.param('id'));
    const given = c.req.header(ALERT_SECRET_HEADER) ?? '';
    if (!sameText(hook?.secret ?? NOBODY, given) || !hook)
      return errorResponse('not_found', 'No alert record with that id and secret.');
    await o.store.remove(hook.id);
    return c.body(null, 204);
  });

  mountHookDelivery(app, o);
}
