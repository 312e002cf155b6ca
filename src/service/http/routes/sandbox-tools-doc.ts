/**
 * The Markdown of the clock's and the triggers' entries in the OpenAPI document and docs/api.md
 * (issue #31): what they do, with a curl example that src/service/node/sandbox-tools-doc.http.test.ts
 * runs as written. Kept on the sandbox's side: the contract is in the app's first load.
 */
export const ADVANCE_DOC = `Moves the account's clock on by \`seconds\` or to \`to\` (ISO 8601; never back, at most 400
days in one step) and fires, in time order, everything that falls due on the way: 3-D Secure
challenges expire (a \`transaction.declined\`), pending deposits confirm or expire, authorizations
settle two days after they were made, and the monthly spending window rolls. Each change emits its
events and webhooks as it would have in real time; the answer lists them in \`fired\`. See
decision 020.

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
