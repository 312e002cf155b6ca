import { alertOperations } from '../../src/contract/alerts-api';
import { endpointAllowed, type PushPolicy } from './push';

/**
 * A device's registration (decision 025) read by its operation's body (decision 034), plus
 * this server's own rule: the endpoint is a known push service. Null when either refuses it.
 */
export function parseRegistration(text: string, policy: PushPolicy) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const read = alertOperations.registerAlertHook.body.safeParse(json);
  if (!read.success || !endpointAllowed(read.data.subscription.endpoint, policy)) return null;
  const { hook_id, secret, subscription, kinds, lang } = read.data;
  return {
    id: hook_id,
    secret,
    subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
    kinds: [...new Set(kinds)],
    lang,
  };
}
