import * as z from 'zod/mini';
import { operation, type QueryOf } from './operation';
import { queryInt } from './request-fields';

/**
 * The account's events as Server-Sent Events (issue #31 item 5, decision 022): what
 * `npm run listen -- --forward-to URL` reads, so events reach a machine the sandbox cannot call.
 * Not in the spec. In the in-browser demo the answer is the same text, ending after the events
 * kept (there is no other process to stream to).
 */
export const eventStreamOperations = {
  streamEvents: operation()({
    method: 'get',
    path: '/sandbox/events/stream',
    summary:
      "The account's events as Server-Sent Events, resumable after an id (npm run listen reads it)",
    tag: 'Sandbox tools',
    /** `after`: resume after this event number (the SSE `Last-Event-ID` header says the same). */
    query: z.object({ after: z.optional(queryInt(0, 999_999_999)) }),
    response: {
      contentType: 'text/event-stream',
      json: {
        type: 'string',
        description:
          'First `event: ready` with `id:` the cursor, then one message per event: `id:` its ' +
          'number, `event:` its type, `data:` the webhook payload, byte for byte. `event: gap` ' +
          'says how many events were trimmed from the log before the cursor; `: heartbeat` ' +
          'comments keep a quiet stream open.',
      },
    },
    errors: ['limit_reached', 'sandbox_unavailable'],
  }),
};

export type EventStreamQuery = QueryOf<(typeof eventStreamOperations)['streamEvents']>;
