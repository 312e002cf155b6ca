import {
  FAULT_COUNT_MAX,
  FAULT_HEADER,
  FAULT_HOLD_MAX_MS,
  FAULT_RETRY_AFTER_MAX,
} from '../../../contract/sandbox-faults';
import { MAX_HELD, MAX_HELD_PER_CALLER } from '../faults';

/** How to use faults (OpenAPI, docs/api.md), with curl examples that src/service/node/faults-doc.http.test.ts runs. */
export const FAULTS_DOC = `The account's next \`count\` requests (1 to ${FAULT_COUNT_MAX}) answer the fault instead of being
processed: nothing changes, not even a stored idempotent answer, so a retry with the same
\`X-Idempotency-Key\` runs for real; each is counted in the caller's rate limits like any request.
\`500\` is \`simulated_internal_error\`; \`503\`
(\`simulated_unavailable\`) and \`429\` (\`simulated_rate_limit\`) carry \`Retry-After\`
(\`retry_after\` seconds, 1 unless given, at most ${FAULT_RETRY_AFTER_MAX}); \`timeout\` holds the
request \`hold_ms\` (5,000 unless given, at most ${FAULT_HOLD_MAX_MS}), then answers 504
\`simulated_timeout\`; a client with a shorter timeout sees its own timeout. At most
${MAX_HELD_PER_CALLER} timeouts are held at once per account (per client address without a seed),
${MAX_HELD} in all; past either, the 504 comes at once. The
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

/** GET and DELETE /sandbox/faults: src/service/node/faults-doc.http.test.ts runs them too. */
export const READ_FAULTS_DOC = `Never faulted and never counted, so a client can always look.

\`\`\`sh
curl -s "$API/sandbox/faults" -H "X-Seed: $SEED"
\`\`\`

While faults are queued: \`{"fault":"503","remaining":2,"retry_after":2,"hold_ms":null}\`; when none
are, \`fault\` is \`null\` and \`remaining\` 0.`;

export const CLEAR_FAULTS_DOC = `Never faulted, so it always works; clearing when nothing is queued
is not an error.

\`\`\`sh
curl -s -X DELETE "$API/sandbox/faults" -H "X-Seed: $SEED"
\`\`\``;
