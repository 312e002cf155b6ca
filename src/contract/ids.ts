import * as z from 'zod/mini';

/**
 * The spec's identifiers (`card_<id>`, `txn_<id>`, …) and the names its paths give them
 * (`/cards/{card_id}`), for the OpenAPI document (decision 037). The pattern is metadata in zod's
 * registry, not a check: it documents what the service makes and changes nothing the app or the
 * sandbox reads (an unknown id is a 404, never a 400). Declared free of side effects, like
 * `named()`: the app's bundle keeps none of it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function idSchema(prefix: string) {
  const schema = z.string();
  z.globalRegistry.add(schema, { pattern: `^${prefix}_[A-Za-z0-9]+$` });
  return schema;
}

/** The name the document gives a path parameter (the router keeps its own, `:id`). */
export const pathParamNames = z.registry<{ name: string }>();

/** A path parameter: its documented name and the id it holds. */
/* @__NO_SIDE_EFFECTS__ */
function pathParam(name: string, prefix: string) {
  const schema = idSchema(prefix);
  pathParamNames.add(schema, { name });
  return schema;
}

/** The spec's names: `card_id`, `txn_id`, `challenge_id`, `webhook_id`; and the deposit's alike. */
export const cardIdParam = pathParam('card_id', 'card');
export const txnIdParam = pathParam('txn_id', 'txn');
export const challengeIdParam = pathParam('challenge_id', '3ds');
export const webhookIdParam = pathParam('webhook_id', 'wh');
export const depositIdParam = pathParam('deposit_id', 'dep');

/** ISO 8601 timestamps, as the document tells them (`format: date-time`): metadata, not a check. */
/* @__NO_SIDE_EFFECTS__ */
export function dateTime<S extends z.core.$ZodType>(schema: S): S {
  z.globalRegistry.add(schema, { format: 'date-time' });
  return schema;
}
