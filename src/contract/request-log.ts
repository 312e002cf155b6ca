import * as z from 'zod/mini';
import { named } from './named';
import { operation } from './operation';

/**
 * The sandbox's request log (issue #50 item 7, decision 040): the caller's own last requests, as
 * the sandbox answered them, with nothing secret in them. Not in the spec; a live provider has
 * none.
 */
export const requestLogEntrySchema = z.looseObject({
  /** The answer's `X-Request-Id` (and the error body's `request_id`). */
  request_id: z.string(),
  method: z.string(),
  /**
   * The path below the API's base as the route names it: an id of this sandbox or a fixed name
   * where the request had one, the parameter's `{name}` for anything else; the query's parameter
   * names only, each value `…`.
   */
  path: z.string(),
  status: z.int(),
  /** When the request arrived, by the service's clock (ISO 8601). */
  at: z.string(),
  duration_ms: z.int(),
});
named('RequestLogEntry', requestLogEntrySchema);
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;

export const requestLogOperations = {
  listRequests: operation()({
    method: 'get',
    path: '/sandbox/requests',
    summary: "The account's last requests (newest first), secrets left out",
    tag: 'Sandbox tools',
    response: { list: requestLogEntrySchema },
    errors: [],
  }),
};
