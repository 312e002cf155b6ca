import { requestLogOperations } from '../../../contract/request-log';
import { implement, type Handlers } from '../implement';
import { REQUESTS_PER_ACCOUNT } from '../request-log';

const REQUESTS_DOC = `The caller's last ${REQUESTS_PER_ACCOUNT} requests, newest first: \`request_id\` (the
answer's \`X-Request-Id\`), \`method\`, \`path\`, \`status\`, \`at\` (when it arrived, by the
service's clock, not the account's) and \`duration_ms\`. Only requests that reached the account
(its seed known) are kept; reading the log is not itself logged. Nothing secret is kept: a path
parameter shows as \`{name}\` unless it is an id of this sandbox or a fixed name (an event type,
a scenario), a path that reached no route keeps only its lowercase words, and the query only its
parameters' names (\`?page=…&per_page=…\`); no header or body is kept.

The log lives in the server's memory, never on disk: a restart empties it, each instance keeps its
own, and a reset account's log goes with it. At most ${REQUESTS_PER_ACCOUNT} entries per account
and 1,000 accounts' logs (the one written longest ago goes first), so about 30 kB per account and
30 MB in all at most (decision 040).

\`\`\`sh
curl -s "$API/sandbox/requests" -H "X-Seed: $SEED"
\`\`\``;

/** The account's request log (issue #50 item 7, decision 040). */
export const requestLogRoutes = {
  listRequests: implement(requestLogOperations.listRequests, {
    description: REQUESTS_DOC,
    handle: ({ ctx, env }) => ({ data: env.requestLog.list(ctx.account.seedHash) }),
  }),
} satisfies Handlers<typeof requestLogOperations>;
