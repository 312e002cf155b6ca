import type { z } from 'zod';
import { DELIVERY_HEADERS, EVENT_DATA, eventEnvelopeSchema } from '../../contract/webhook-events';
import { SIGNATURE_HEADER, WEBHOOK_EVENTS } from '../../contract/webhooks';

type JsonSchema = Record<string, unknown> & { properties?: object; required?: string[] };

/** `card.created` → `CardCreatedEvent`, `3ds.challenge` → `ThreeDsChallengeEvent`. */
export const eventSchemaName = (type: string) =>
  type
    .replace(/^3ds/, 'three_ds')
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('') + 'Event';

/**
 * The document's `webhooks:` section (OpenAPI 3.1; decision 037): one entry per event type, the
 * POST the sandbox sends to a registered URL, its payload (a named component: the envelope, and
 * `data` by reference to the resource's schema) and its headers (decision 002).
 */
export function webhooksSection(
  schemaOf: (schema: z.core.$ZodType) => unknown,
  jsonOf: (schema: z.core.$ZodType) => JsonSchema,
  components: Record<string, unknown>,
) {
  const parameters = Object.entries(DELIVERY_HEADERS).map(([name, description]) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema:
      name === SIGNATURE_HEADER
        ? { type: 'string', pattern: '^[0-9a-f]{64}$' }
        : { type: 'string' },
  }));
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => {
      const { $schema, ...envelope } = jsonOf(eventEnvelopeSchema(type));
      void $schema;
      const name = eventSchemaName(type);
      components[name] = {
        ...envelope,
        properties: { ...envelope.properties, data: schemaOf(EVENT_DATA[type]) },
        required: [...(envelope.required ?? []), 'data'],
      };
      const post = {
        operationId: eventSchemaName(type).replace(/Event$/, 'Delivered'),
        summary: `\`${type}\`: sent to each endpoint subscribed to it (or to \`*\`)`,
        tags: ['Webhooks'],
        parameters,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: { '2XX': { description: 'Received; any other answer is retried' } },
      };
      return [type, { post }];
    }),
  );
}
