import { centsText } from '../../../contract/money';
import { FORCEABLE_DECLINE_CODES } from '../../../contract/sandbox-tools';
import { MAX_EVENTS_KEPT } from '../../domain/event-log';
import { TRIGGER_AMOUNTS } from '../../domain/trigger-checks';
import { FORCED_OUTCOMES_TABLE } from './forced-outcomes-doc';
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
emitted, in order, and registered webhooks receive them. See decisions 020 and 040.

\`\`\`sh
curl -s -X POST "$API/sandbox/events/card.frozen/trigger" -H "X-Seed: $SEED"
\`\`\`

**With data.** An optional body says what to act on; a field the event does not use is a 400, so
nothing is silently ignored:

| Field | Events | Meaning |
| --- | --- | --- |
| \`card_id\` | \`card.funded\`, \`card.frozen\`, \`card.unfrozen\`, \`card.terminated\`, \`transaction.*\`, \`3ds.challenge\` | one of the caller's cards instead of the trigger card (frozen first if it must be unfrozen, and the other way round) |
| \`amount\` | the same, \`card.created\`, \`deposit.*\` | USD: the purchase ($${centsText(TRIGGER_AMOUNTS.purchase[0])}–$${centsText(TRIGGER_AMOUNTS.purchase[1])}), the funding or new card's balance ($${centsText(TRIGGER_AMOUNTS.card[0])}–$${centsText(TRIGGER_AMOUNTS.card[1])}), the USDT deposit (from $${centsText(TRIGGER_AMOUNTS.deposit[0])}) |
| \`merchant\` | \`transaction.*\`, \`3ds.challenge\` | the merchant's name (a reserved name below forces its outcome) |
| \`decline_reason\` | \`transaction.declined\` | the decline code the purchase gets: ${FORCEABLE_DECLINE_CODES.map((c) => `\`${c}\``).join(', ')} |

An unknown or another account's \`card_id\` is a 404 \`card_not_found\`; a terminated card a 409
\`card_terminated\`; a purchase that must be authorized (\`authorized\`, \`settled\`, \`refunded\`,
\`3ds.challenge\`) needs an active card (409 \`card_not_active\`) and is refused with a 409
\`invalid_state\` if the rules would decline it; an amount out of range is a 400
\`invalid_amount\`. Each is refused before anything changes.

**What moved.** Triggers take money from the wallet: a card short of the purchase is funded from
it (the caller's card by what it lacks, the trigger card by at least $100), and a wallet short of
that receives a confirmed USDT deposit first. The answer says what happened: \`card_id\`,
\`transaction_id\`, \`deposit_id\`, \`challenge_id\` (the records the event is about, or \`null\`);
\`created\` (every card, transaction, deposit and challenge made, by kind); \`wallet_before\` and
\`wallet_after\`; \`card_balances\` (each card whose balance changed, \`before\` and \`after\`; a new
card counts from 0).

\`\`\`sh
curl -s -X POST "$API/sandbox/events/transaction.declined/trigger" -H "X-Seed: $SEED" \\
  -H 'Content-Type: application/json' -d '{"amount":12.5,"decline_reason":"exceeds_spending_limit"}'
\`\`\`

The answer: \`{"type":"transaction.declined","emitted":[…,"transaction.declined"],"card_id":"card_…",
"transaction_id":"txn_…",…,"wallet_before":…,"wallet_after":…,"card_balances":[…]}\`; the
transaction's \`decline_code\` is \`exceeds_spending_limit\`.

**Forced outcomes** work in \`POST /sandbox/purchases\` and here, by the merchant's name:

${FORCED_OUTCOMES_TABLE}`;

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
