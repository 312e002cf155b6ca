import { alertRegistrationBody } from '../../src/contract/alerts-api';
import { endpointAllowed, type PushPolicy } from './push';

/**
 * A device's registration (decision 025) read by the contract's schema (issue #49 item 3), plus
 * this server's own rule: the endpoint is a known push service. Null when either refuses it.
 */
export function parseRegistration(text: string, policy: PushPolicy) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const read = alertRegistrationBody.safeParse(json);
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
