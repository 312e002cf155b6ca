import * as z from 'zod/mini';
import { operation } from './operation';

/**
 * Faults on request (issue #31 item 7, decision 024): the sandbox answers 500, 503, 429 (with
 * Retry-After) or holds the request and answers 504, so an integrator can test their retries. Per
 * request with the `X-Sandbox-Fault` header, or for the account's next `count` requests. Not in the
 * spec; a live provider has none of it.
 */
export const FAULTS = ['500', '503', '429', 'timeout'] as const;
export type Fault = (typeof FAULTS)[number];
/** The header that asks for a fault on one request: `503`, `429; retry_after=5`, `timeout; hold_ms=2000`. */
export const FAULT_HEADER = 'X-Sandbox-Fault';
/** At most this many requests of an account answer the fault (the N of "the next N requests"). */
export const FAULT_COUNT_MAX = 100;
/** Retry-After of a 503 or 429, in seconds: 1 unless asked, at most an hour. */
export const FAULT_RETRY_AFTER_DEFAULT = 1;
export const FAULT_RETRY_AFTER_MAX = 3600;
/** How long a timeout holds the request before its 504, in ms: 5 s unless asked, at most 10 s. */
export const FAULT_HOLD_DEFAULT_MS = 5_000;
export const FAULT_HOLD_MAX_MS = 10_000;

export const faultStateSchema = z.looseObject({
  /** The fault the account's next requests answer, or null. */
  fault: z.nullable(z.enum(FAULTS)),
  /** How many requests are left to answer it. */
  remaining: z.int(),
  retry_after: z.nullable(z.int()),
  hold_ms: z.nullable(z.int()),
});
export type FaultState = z.infer<typeof faultStateSchema>;

export type SetFaultsBody = {
  fault: Fault;
  count: number;
  /** Seconds, for 503 and 429 only. */
  retry_after?: number | undefined;
  /** Milliseconds, for timeout only. */
  hold_ms?: number | undefined;
};

/** How to use faults, with curl examples that src/service/node/faults-doc.http.test.ts runs. */
const FAULTS_DOC = `The account's next \`count\` requests (1 to ${FAULT_COUNT_MAX}) answer the fault instead of being
processed: nothing changes, not even the rate limits or a stored idempotent answer, so a retry with
the same \`X-Idempotency-Key\` runs for real. \`500\` is \`simulated_internal_error\`; \`503\`
(\`simulated_unavailable\`) and \`429\` (\`simulated_rate_limit\`) carry \`Retry-After\`
(\`retry_after\` seconds, 1 unless given, at most ${FAULT_RETRY_AFTER_MAX}); \`timeout\` holds the
request \`hold_ms\` (5,000 unless given, at most ${FAULT_HOLD_MAX_MS}), then answers 504
\`simulated_timeout\`; a client with a shorter timeout sees its own timeout. The
\`/sandbox/faults\` routes are never faulted, so a client can always read and clear them.
One request asks for its own fault with the header \`${FAULT_HEADER}\`: \`500\`, \`503\`, \`429\`
or \`timeout\`, with at most one parameter (\`429; retry_after=5\`, \`timeout; hold_ms=2000\`);
anything else is a 400. See decision 024.

\`\`\`sh
curl -s -X POST "$API/sandbox/faults" -H "X-Seed: $SEED" -H 'Content-Type: application/json' \\
  -d '{"fault":"503","count":3,"retry_after":2}'
curl -si "$API/cards" -H "X-Seed: $SEED"              # HTTP/1.1 503, Retry-After: 2
curl -si "$API/cards" -H "X-Seed: $SEED" -H 'X-Sandbox-Fault: 429; retry_after=5'
curl -s -X DELETE "$API/sandbox/faults" -H "X-Seed: $SEED"
\`\`\``;

export const sandboxFaultOperations = {
  getFaults: operation()({
    method: 'get',
    path: '/sandbox/faults',
    summary: "The fault the account's next requests answer, and how many are left",
    tag: 'Sandbox tools',
    response: { one: faultStateSchema },
    errors: [],
  }),
  setFaults: operation<{ body: SetFaultsBody }>()({
    method: 'post',
    path: '/sandbox/faults',
    summary: "Make the account's next requests answer a fault (500, 503, 429 or a timeout)",
    description: FAULTS_DOC,
    tag: 'Sandbox tools',
    response: { one: faultStateSchema },
    errors: [],
  }),
  clearFaults: operation()({
    method: 'delete',
    path: '/sandbox/faults',
    summary: "Clear the account's faults: its next requests answer normally",
    tag: 'Sandbox tools',
    response: { one: faultStateSchema },
    errors: [],
  }),
};
