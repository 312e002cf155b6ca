import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  ALERT_HOOK_BODY_MAX_BYTES,
  ALERT_KINDS,
  ALERT_LANGUAGES,
  ALERT_REGISTRATION_MAX_BYTES,
  HOOK_ID_PATTERN,
} from '../../src/contract/alerts';
import { SIGNATURE_HEADER } from '../../src/contract/webhooks';
import { clientAddress, type Trusted } from '../../src/service/node/client-address';
import { errorResponse } from '../error-answer';
import { socketOf } from '../request-line';
import { readCapped, windowCounter } from './limits';
import { notificationsFor } from '../../src/lib/alert-notification';
import { endpointAllowed, type PushPolicy, type PushSender } from './push';
import type { AlertStore, HookRecord } from './store';

export type AlertsOptions = {
  store: AlertStore;
  send: PushSender;
  publicKey: string;
  policy: PushPolicy;
  trusted: Trusted;
  log?: (line: string) => void;
};

const B64URL = /^[A-Za-z0-9_-]+=*$/;
/** A secret nobody holds: unknown ids cost the same HMAC as known ones. */
const NOBODY = randomBytes(32).toString('hex');
/** The one refusal of POST /hooks/:id, whatever the reason (decision 025): nothing told apart. */
const REFUSED =
  'The signature does not match, the hook is unknown, the body is too large or the event was seen.';

function parseRegistration(text: string, policy: PushPolicy) {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const sub = v.subscription as { endpoint?: unknown; keys?: Record<string, unknown> } | undefined;
  const kinds = v.kinds as unknown[];
  const ok =
    typeof v.hook_id === 'string' &&
    HOOK_ID_PATTERN.test(v.hook_id) &&
    typeof v.secret === 'string' &&
    v.secret.length >= 32 &&
    v.secret.length <= 256 &&
    typeof sub?.endpoint === 'string' &&
    endpointAllowed(sub.endpoint, policy) &&
    typeof sub.keys?.p256dh === 'string' &&
    B64URL.test(sub.keys.p256dh) &&
    sub.keys.p256dh.length <= 100 &&
    typeof sub.keys.auth === 'string' &&
    B64URL.test(sub.keys.auth) &&
    sub.keys.auth.length <= 32 &&
    Array.isArray(kinds) &&
    kinds.length > 0 &&
    kinds.every((k) => (ALERT_KINDS as readonly unknown[]).includes(k)) &&
    (ALERT_LANGUAGES as readonly unknown[]).includes(v.lang);
  if (!ok) return null;
  return {
    id: v.hook_id as string,
    secret: v.secret as string,
    subscription: {
      endpoint: sub!.endpoint as string,
      keys: { p256dh: sub!.keys!.p256dh as string, auth: sub!.keys!.auth as string },
    },
    kinds: [...new Set(kinds)] as HookRecord['kinds'],
    lang: v.lang as HookRecord['lang'],
  };
}

const sameText = (a: string, b: string) => {
  const x = createHmac('sha256', NOBODY).update(a).digest();
  const y = createHmac('sha256', NOBODY).update(b).digest();
  return timingSafeEqual(x, y);
};

/**
 * Card alerts on the production server (issue #34, decision 025):
 *   GET /alerts/key — the VAPID public key; POST /alerts/hooks — a device's record;
 *   DELETE /alerts/hooks/:id (X-Alert-Secret) — removes it; POST /hooks/:id — the service's webhook.
 */
export function mountAlerts(app: Hono, o: AlertsOptions) {
  const registrations = windowCounter({ limit: 10, windowMs: 3_600_000, maxKeys: 10_000 });
  const perHook = windowCounter({ limit: 30, windowMs: 60_000, maxKeys: 10_000 });
  const client = (c: Context) =>
    clientAddress(socketOf(c)?.remoteAddress, c.req.header('x-forwarded-for') ?? null, o.trusted) ??
    'unknown';

  app.get('/alerts/key', (c) =>
    c.json({ public_key: o.publicKey }, 200, { 'Cache-Control': 'no-store' }),
  );

  app.post('/alerts/hooks', async (c) => {
    const who = client(c);
    if (!registrations.take(who))
      return errorResponse(
        'rate_limited',
        'At most 10 registrations from one client address an hour.',
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
    const added = o.store.add({ ...record, client: who });
    if (added === 'taken') return errorResponse('hook_id_taken', 'That hook id is taken.');
    if (added === 'client_full')
      return errorResponse('too_many_hooks', 'This client address holds 5 alert records.');
    if (added === 'full')
      return errorResponse('storage_full', 'This server holds as many alert records as it may.');
    return c.json({ id: record.id }, 201, { 'Cache-Control': 'no-store' });
  });

  app.delete('/alerts/hooks/:id', (c) => {
    const hook = o.store.get(c.req.param('id'));
    const given = c.req.header('x-alert-secret') ?? '';
    if (!sameText(hook?.secret ?? NOBODY, given) || !hook)
      return errorResponse('not_found', 'No alert record with that id and secret.');
    o.store.remove(hook.id);
    return c.body(null, 204);
  });

  app.post('/hooks/:id', async (c) => {
    const { bytes, over } = await readCapped(c.req.raw, ALERT_HOOK_BODY_MAX_BYTES);
    const id = c.req.param('id');
    const hook = HOOK_ID_PATTERN.test(id) ? o.store.get(id) : undefined;
    // Every refusal does the same work and gives the same answer: an HMAC over the bytes read,
    // one constant-time comparison, then 401 — unknown id, bad signature, oversized or replayed.
    const expected = createHmac('sha256', hook?.secret ?? NOBODY)
      .update(bytes)
      .digest();
    const given = Buffer.from(
      (c.req.header(SIGNATURE_HEADER) ?? '').padEnd(64, '0').slice(0, 64),
      'hex',
    );
    const signed = given.length === 32 && timingSafeEqual(expected, given);
    const event = signed && hook && !over ? parseEvent(bytes) : null;
    if (!hook || !event || !o.store.firstTime(hook.id, event.id))
      return errorResponse('unauthorized', REFUSED);
    if (!perHook.take(hook.id)) {
      // Not pushed, so not seen: the service's retry after Retry-After is pushed then.
      o.store.forget(hook.id, event.id);
      return errorResponse('rate_limited', 'At most 30 pushes a minute for one hook.', {
        'Retry-After': '60',
      });
    }
    for (const note of notificationsFor(event.type, event.data, hook.kinds, hook.lang)) {
      try {
        const status = await o.send(hook.subscription, JSON.stringify(note));
        // The push service forgot the subscription (RFC 8030 §7.3): so do we.
        if (status === 404 || status === 410) o.store.remove(hook.id);
        o.log?.(`push ${event.type} → ${status}`);
      } catch {
        o.log?.(`push ${event.type} → could not connect`);
      }
    }
    return c.json({ received: true }, 200, { 'Cache-Control': 'no-store' });
  });
}

function parseEvent(bytes: Buffer) {
  try {
    const v = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    if (typeof v.id !== 'string' || typeof v.type !== 'string' || typeof v.data !== 'object')
      return null;
    return { id: v.id.slice(0, 100), type: v.type, data: (v.data ?? {}) as Record<string, never> };
  } catch {
    return null;
  }
}
