import type { DeliveryRecord, WebhookRecord } from '../../domain/state';

/** Records → the JSON shapes of the spec. Money leaves as USD numbers here and only here. */

export function webhookView(w: WebhookRecord) {
  return {
    id: w.id,
    url: w.url,
    events: [...w.events],
    active: w.active,
    created_at: w.createdAt,
  };
}

/** The registration's answer: the secret, shown this once, always there (decision 037). */
export function registrationView(w: WebhookRecord) {
  // The same fields as the list's, the secret before `active` (the documented example's order).
  const { active, created_at, ...head } = webhookView(w);
  return { ...head, secret: w.secret, active, created_at };
}

export function deliveryView(d: DeliveryRecord) {
  return {
    id: d.id,
    webhook_id: d.webhookId,
    url: d.url,
    event_id: d.eventId,
    event_type: d.eventType,
    payload: d.payload,
    signature: d.signature,
    status: d.status,
    response_status: d.responseStatus,
    attempts: d.attempts,
    created_at: d.createdAt,
    last_attempt_at: d.lastAttemptAt,
    error: d.error,
    resend_of: d.resendOf ?? null,
    example: d.example === true,
  };
}
