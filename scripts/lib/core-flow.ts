/**
 * docs/api.md's core flow (issue #50 items 3 and 9): each curl line made from the served OpenAPI
 * document, its method and path, and its body the operation's example (decision 037), so the docs
 * and the document cannot show two different requests. core-flow-doc.test.ts runs the lines
 * against `npm run api` and checks each body against the document again.
 */
import { API_BASE_PATH } from '../../src/contract/base-paths';

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
};
export type FlowDocument = { paths: Record<string, Record<string, Operation>> };

/** The flow's steps in order; `into` keeps a field of the answer in a shell variable. */
export const CORE_FLOW: { operationId: string; into?: { variable: string; sed: string } }[] = [
  { operationId: 'postGenerate', into: { variable: 'SEED', sed: 's/.*"seed":"([^"]+)".*/\\1/' } },
  {
    operationId: 'simulateDeposit',
    into: { variable: 'DEPOSIT_ID', sed: 's/^\\{"id":"([^"]+)".*/\\1/' },
  },
  { operationId: 'confirmDeposit' },
  {
    operationId: 'listCards',
    into: { variable: 'CARD_ID', sed: 's/.*"data":\\[\\{"id":"([^"]+)".*/\\1/' },
  },
  { operationId: 'fundCard' },
  { operationId: 'getCardDetails' },
  { operationId: 'freezeCard' },
];

/** An operation of the document by its id: its method, its path and itself. */
export function documented(doc: FlowDocument, operationId: string) {
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods))
      if (op.operationId === operationId) return { method, path, op };
  throw new Error(`${operationId} is not in the document`);
}

/** The example request body an operation's documentation shows, if it takes one. */
export const exampleBody = (op: Operation) => op.requestBody?.content['application/json']?.example;

/** One step as a shell line: `{card_id}` is `$CARD_ID`, the body its example, one line per 100 characters. */
function curlLine(doc: FlowDocument, step: (typeof CORE_FLOW)[number]): string {
  const { method, path, op } = documented(doc, step.operationId);
  const url = `"$API${path.replace(/\{(\w+)\}/g, (_, name: string) => `$${name.toUpperCase()}`)}"`;
  const parts = ['curl -s', ...(method === 'get' ? [] : [`-X ${method.toUpperCase()}`]), url];
  if (op.security?.length) parts.push('-H "X-Seed: $SEED"');
  // An empty optional body (freeze's `{}`) is sent as none.
  const body = JSON.stringify(exampleBody(op) ?? {});
  const data = body === '{}' ? '' : `-H 'Content-Type: application/json' -d '${body}'`;
  const call = data ? `${parts.join(' ')} ${data}` : parts.join(' ');
  const line = step.into ? `${step.into.variable}=$(${call} | sed -E '${step.into.sed}')` : call;
  if (line.length <= 100 || !data) return line;
  const at = line.indexOf(' -d ');
  return `${line.slice(0, at)} \\\n  ${line.slice(at + 1)}`;
}

/** The section of docs/api.md, Markdown. */
export function coreFlowSection(doc: FlowDocument): string {
  const fund = exampleBody(documented(doc, 'fundCard').op) as { amount: number };
  return `## The core flow

Generate an account, fund its wallet, fund its card, reveal the card, freeze it. The generate
answer has **no card id**: it shows a preview (\`card.state\` is \`pending_top_up\`), and the card is
**absent from \`GET /cards\` until the first deposit confirms** — then it is issued, \`active\`, and
listed (a \`card.created\` event says so). Find it there: it is the account's only card. Each body is
its operation's example in the OpenAPI document.

\`\`\`sh
API=\${API:-http://127.0.0.1:8787${API_BASE_PATH}}
${CORE_FLOW.map((step) => curlLine(doc, step)).join('\n')}
\`\`\`

The deposit credits the wallet (less its fee), the fund moves $${fund.amount} from the wallet to the card
([FundResult](#fundresult)), the reveal answers the PAN and CVV ([CardDetails](#carddetails), 30
a minute), and the freeze answers \`status: "frozen"\` ([FreezeResult](#freezeresult)).
`;
}
