import * as z from 'zod/mini';
import {
  ALERT_KINDS,
  ALERT_LANGUAGES,
  ALERT_REGISTRATION_MAX_BYTES,
  ALERT_SECRET_HEADER,
  HOOK_ID_PATTERN,
} from './alerts';
import { operation, type BodyOf } from './operation';

/**
 * The card alerts' routes of `npm run serve` (issue #34, decision 025), declared like the card
 * service's operations (issue #49 item 3) but below their own base, ALERTS_BASE_PATH
 * (base-paths.ts), on the page's own site: the server mounts them, the app calls them with `send`.
 * Apart from alerts.ts so that the app's pages that only read the kinds load no zod.
 */
export const alertKeySchema = z.object({ public_key: z.string().check(z.minLength(1)) });
export const alertHookSchema = z.object({ id: z.string() });

const B64URL = /^[A-Za-z0-9_-]+=*$/;
/**
 * A device's registration: the body of `registerAlertHook`, read from there by the server and typed
 * from there for the app (decision 034). Whether the push endpoint is a known push service is the
 * server's own rule, added where it reads this (server/alerts/registration.ts).
 */
const registrationBody = z.object({
  hook_id: z.string().check(z.regex(HOOK_ID_PATTERN)),
  secret: z.string().check(z.minLength(32), z.maxLength(256)),
  subscription: z.object({
    endpoint: z.string(),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object({
      p256dh: z.string().check(z.regex(B64URL), z.maxLength(100)),
      auth: z.string().check(z.regex(B64URL), z.maxLength(32)),
    }),
  }),
  kinds: z.array(z.enum(ALERT_KINDS)).check(z.minLength(1)),
  lang: z.enum(ALERT_LANGUAGES),
});

export const alertOperations = {
  getAlertKey: operation()({
    method: 'get',
    path: '/key',
    summary: 'The server’s VAPID public key, for the push subscription',
    tag: 'Alerts',
    public: true,
    response: { one: alertKeySchema },
    errors: [],
  }),
  registerAlertHook: operation()({
    method: 'post',
    path: '/hooks',
    summary: 'Keep a device’s alerts: its hook id, secret, push subscription, kinds and language',
    description: 'Refused with `409 hook_id_taken` or `429 too_many_hooks` (server/alerts).',
    tag: 'Alerts',
    status: 201,
    public: true,
    bodyLimitBytes: ALERT_REGISTRATION_MAX_BYTES,
    body: registrationBody,
    response: { one: alertHookSchema },
    errors: ['storage_full'],
  }),
  removeAlertHook: operation()({
    method: 'delete',
    path: '/hooks/:id',
    summary: `Remove a device’s record, with its secret in ${ALERT_SECRET_HEADER}`,
    tag: 'Alerts',
    status: 204,
    public: true,
    response: { json: {} },
    errors: ['not_found'],
  }),
};
export type AlertOperations = typeof alertOperations;
export type AlertRegistration = BodyOf<AlertOperations['registerAlertHook']>;

/** Below ALERT_HOOKS_BASE_PATH: what the card service calls, never the page. */
export const alertHookOperations = {
  deliverAlert: operation()({
    method: 'post',
    path: '/:id',
    summary: 'The card service’s webhook for a hook, signed with its secret, pushed to its device',
    tag: 'Alerts',
    public: true,
    response: { json: { type: 'object', properties: { received: { type: 'boolean' } } } },
    errors: ['unauthorized', 'rate_limited'],
  }),
};
