import { MAX_EVENTS_KEPT } from '../../domain/event-log';
import { SCENARIOS } from '../../domain/scenarios';
import { DEFAULT_STREAM_LIMITS } from '../event-stream';

/**
 * The Markdown of the clock's, the scenarios', the triggers' and the event stream's entries in the
 * OpenAPI document and docs/api.md (issue #31): what they do, with a curl example that
 * src/service/node/sandbox-tools-doc.http.test.ts runs as written. Kept on the sandbox's side: the
 * contract is in the app's first load.
 */
export const CLOCK_DOC = `The account's time: \`now\` is the service's clock plus \`offset_ms\`, which
\`POST /sandbox/clock/advance\` moves forward. The account's records are dated on it and what
falls due follows it. See decision 020.

\`\`\`sh
curl -s "$API/sandbox/clock" -H "X-Seed: $SEED"
\`\`\`

A new account answers \`{"now":"…","offset_ms":0}\`.`;

export const ADVANCE_DOC = `Moves the account's clock on by \`seconds\` or to \`to\` (ISO 8601; never back, at most 400
days in one step) and fires, in time order, everything that falls due on the way: 3-D Secure
challenges expire (a \`transaction.declined\`), pending deposits confirm or expire, authorizations
settle two days after they were made, cards past the end of their expiry month (\`MM/YY\`, UTC) are
terminated with their balance back in the wallet (a \`card.terminated\` with \`reason: expired\`), and
the monthly spending window rolls. Each change emits its events and webhooks as it would have in
real time; the answer lists them in \`fired\`. See decision 020.

\`\`\`sh
SEED=$(curl -s -X POST "$API/sandbox/scenarios/busy-month/accounts" | sed -E 's/.*"seed":"([^"]+)".*/\\1/')
curl -s -X POST "$API/sandbox/clock/advance" -H "X-Seed: $SEED" -H 'Content-Type: application/json' \\
  -d '{"seconds":360}'
\`\`\`

The busy month's pending 3-D Secure challenge expires: \`fired\` holds a \`challenge_expired\`.`;

export const TRIGGER_DOC = `Makes one of the spec's 12 events happen on the caller's account, building what it needs on
the way (a card labelled "Sandbox trigger", a deposit, a purchase); the answer lists every event
emitted, in order, and registered webhooks receive them. See decision 020.

\`\`\`sh
curl -s -X POST "$API/sandbox/events/card.frozen/trigger" -H "X-Seed: $SEED"
\`\`\``;

export const SCENARIOS_DOC = `No seed needed. \`data\` holds each scenario's \`id\`, \`title\` and \`description\`:
${SCENARIOS.map((s) => `\`${s.id}\``).join(', ')}.

\`\`\`sh
curl -s "$API/sandbox/scenarios"
\`\`\``;

export const LOAD_DOC = `Builds the scenario in the caller's account while nothing has happened in it yet (no
deposits, transactions or 3-D Secure challenges: a new account from \`POST /\`); its webhooks are
kept. Otherwise 409 \`invalid_state\`, and nothing changes. The fixture is history: the events of
its building are not sent; what its clock fires later is. An unknown id is a 400. An optional body
\`{"random_seed": N}\` builds the same records for the same N (as for a new account, below); the
account's own first card keeps what \`POST /\` gave it.

\`\`\`sh
curl -s -X POST "$API/sandbox/scenarios/near-monthly-limit/load" -H "X-Seed: $SEED"
\`\`\`

The answer counts what was made: \`{"scenario":"near-monthly-limit","cards":…,"transactions":…}\`.`;

export const SCENARIO_ACCOUNT_DOC = `No seed needed: a new account with the scenario in it. The
answer carries its \`seed\`, this once. Counts as a sign-up for the rate limits.

Without a body the data is drawn afresh each time (a busy month has about two hundred
transactions). With \`random_seed\` (an integer from 0 to 4294967295) the same number builds the
same data every time, on any machine: ids, amounts, merchants, card settings, and times relative to
the account's clock — so a test can assert counts and ids. What is made from the account's seed
differs, as the seed does: card numbers (\`last4\`), CVVs and 3-D Secure codes. The answer echoes
\`random_seed\`; \`npm run api -- --scenario busy-month --random-seed 7\` does the same at start
(decision 036).

\`\`\`sh
curl -s -X POST "$API/sandbox/scenarios/busy-month/accounts" \\
  -H "Content-Type: application/json" -d '{"random_seed": 7}'
\`\`\`

The answer: \`{"scenario":"busy-month","cards":3,"transactions":203,"deposits":2,…,"random_seed":7}\`,
the same figures every time.`;

const { perAccount, maxAgeMs } = DEFAULT_STREAM_LIMITS;
export const STREAM_DOC = `\`after=0\` replays the events the account keeps (its newest
${MAX_EVENTS_KEPT}), \`after=N\` (or the header \`Last-Event-ID: N\`) resumes after event N, and
without either only new events come. The stream stays open; it ends after ${maxAgeMs / 60_000}
minutes, and a client resumes after the last \`id:\` it read, losing nothing. At most
${perAccount} streams per account at once (a 409 \`limit_reached\` past that). \`npm run listen\`
reads it (decision 022). In the demo's in-page sandbox the answer ends after the events kept.

\`\`\`sh
curl -sN "$API/sandbox/events/stream?after=0" -H "X-Seed: $SEED"
\`\`\``;
