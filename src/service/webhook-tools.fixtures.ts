import { createHmac } from 'node:crypto';
import type { Deliver } from './webhook-delivery';
import { testService } from './testing';

/** Shared by the resend and send-example tests (decision 021). */
export const SECRET = 'whsec_resend_test_0123456789';
export const hmac = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('hex');

/** A sandbox whose deliveries are "sent" into an array (as Node would POST them). */
export function sending(options: Parameters<typeof testService>[0] = {}) {
  const sent: Array<Parameters<Deliver>[0]> = [];
  const deliver: Deliver = async (request) => (sent.push(request), 200);
  return { ...testService({ deliver, ...options }), sent };
}

export async function withHook(t: ReturnType<typeof sending>, events = ['card.frozen']) {
  const { seed, cardId } = await t.fundedAccount(100);
  const hook = await t.call('POST', '/webhooks', {
    seed,
    body: { url: 'https://hooks.example.com/in', events, secret: SECRET },
  });
  return { seed, cardId, hookId: hook.body.id as string };
}
