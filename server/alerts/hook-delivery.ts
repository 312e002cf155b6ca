import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { ALERT_HOOK_BODY_MAX_BYTES, HOOK_ID_PATTERN } from '../../src/contract/alerts';
import { alertHookOperations } from '../../src/contract/alerts-api';
import { ALERT_HOOKS_BASE_PATH } from '../../src/contract/base-paths';
import { SIGNATURE_HEADER } from '../../src/contract/webhooks';
import { notificationsFor } from '../../src/lib/alert-notification';
import { clientKey } from '../../src/service/http/rate-limits';
import { errorResponse } from '../error-answer';
import { clientOf, escapeForLog, leaveUnlogged } from '../request-line';
import { ALERT_RATES, readCapped, windowCounter } from './limits';
import type { AlertsOptions } from './routes';

/** A secret nobody holds: unknown ids cost the same HMAC as known ones. */
export const NOBODY = randomBytes(32).toString('hex');
/** The one refusal of POST /hooks/:id, whatever the reason (decision 025): nothing told apart. */
const REFUSED =
  'The signature does not match, the hook is unknown, the body is too large or the event was seen.';
/** Push service answers worth trying again (RFC 8030 §8.4, RFC 9110): the service retries. */
const RETRYABLE = new Set([429, 500, 502, 503, 504]);
const COULD_NOT_CONNECT = 0;

/** POST /hooks/:id — the card service's webhook, pushed to the hook's device (decision 025). */
export function mountHookDelivery(app: Hono, o: AlertsOptions) {
  const minute = { windowMs: 60_000, maxKeys: 10_000 };
  const perHook = o.windows('pushes/hook', { limit: ALERT_RATES.pushesPerHook, ...minute });
  // Each instance keeps its own refusal budget (decision 046): it spares that instance's work.
  const refusals = windowCounter({ limit: ALERT_RATES.refusalsPerClient, ...minute });

  app.post(`${ALERT_HOOKS_BASE_PATH}${alertHookOperations.deliverAlert.path}`, async (c) => {
    // Every request is charged to its client's refusal budget before its body is read, and given
    // back once it is accepted (signed, a known hook, no replay): past the budget nothing is read,
    // hashed or logged line by line.
    const who = clientKey(clientOf(c, o.trusted));
    if (!refusals.take(who, o.now())) {
      leaveUnlogged(c);
      if (refusals.hits(who) === ALERT_RATES.refusalsPerClient + 1)
        o.log?.(
          escapeForLog(
            `POST /hooks/* from ${who}: ${ALERT_RATES.refusalsPerClient} refused within a minute; ` +
              'the rest of the minute is answered 429 unread and unlogged',
          ),
        );
      return errorResponse('rate_limited', 'Too many refused deliveries from this address.', {
        'Retry-After': '60',
        Connection: 'close',
      });
    }
    const { bytes, over } = await readCapped(c.req.raw, ALERT_HOOK_BODY_MAX_BYTES);
    const id = c.req.param('id');
    const hook = HOOK_ID_PATTERN.test(id) ? await o.store.get(id) : undefined;
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
    // A signed event keeps the record: unused 24 h or idle 90 days, it expires (decision 025).
    if (hook && event) await o.store.used(hook.id);
    if (!hook || !event || !(await o.store.firstTime(hook.id, event.id)))
      return errorResponse('unauthorized', REFUSED);
    refusals.refund(who);
    if (!(await perHook.take(hook.id, o.now()))) {
      // Not pushed, so not seen: the service's retry after Retry-After is pushed then.
      await o.store.forget(hook.id, event.id);
      return errorResponse('rate_limited', 'At most 30 pushes a minute for one hook.', {
        'Retry-After': '60',
      });
    }
    for (const note of notificationsFor(event.type, event.data, hook.kinds, hook.lang)) {
      const status = await o.send(hook.subscription, JSON.stringify(note)).catch(() => 0);
      o.log?.(escapeForLog(`push ${event.type} → ${status || 'could not connect'}`));
      // The push service forgot the subscription (RFC 8030 §7.3): so do we.
      if (status === 404 || status === 410) {
        await o.store.remove(hook.id);
        break;
      }
      if (status === COULD_NOT_CONNECT || RETRYABLE.has(status)) {
        // Not delivered, so not seen, and not counted: the service's retry is pushed then.
        await o.store.forget(hook.id, event.id);
        await perHook.refund(hook.id);
        return errorResponse('push_unavailable', 'The push service did not take the alert.', {
          'Retry-After': String(ALERT_RATES.pushRetryAfter),
        });
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
