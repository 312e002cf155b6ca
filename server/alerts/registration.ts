import { ALERT_KINDS, ALERT_LANGUAGES, HOOK_ID_PATTERN } from '../../src/contract/alerts';
import { endpointAllowed, type PushPolicy } from './push';
import type { HookRecord } from './store';

const B64URL = /^[A-Za-z0-9_-]+=*$/;
/** A device's registration (decision 025), or null when a field is not as it must be. */
export function parseRegistration(text: string, policy: PushPolicy) {
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
