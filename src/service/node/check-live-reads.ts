import { OPERATIONS, type OperationId } from '../../contract/operations';
import { answerSchema, strictDrifts, type Drift } from './strict-answer';

/**
 * The contract's read-only operations, the ones `check-live` calls on a live provider (decision
 * 041): never a mutation. Each GET of the contract is here or in NOT_CHECKED with its reason (a
 * test holds the two lists to the contract, so a new read cannot be forgotten).
 */
export const CHECKED = [
  'listCards',
  'getCard',
  'getCardDetails',
  'listTransactions',
  'getTransaction',
  'listChallenges',
  'getChallenge',
  'getWalletBalance',
  'getDepositAddresses',
  'listDeposits',
  'listBins',
  'listWebhooks',
] as const satisfies readonly OperationId[];

export const NOT_CHECKED = {
  generate: 'a GET that makes a new account and seed',
  getOpenApi: "the sandbox's own document, not the provider's",
  listDeliveries: 'the sandbox only',
  getClock: 'the sandbox only',
  listScenarios: 'the sandbox only',
  streamEvents: 'the sandbox only (a stream that stays open)',
  exportSnapshot: 'the sandbox only',
  getFaults: 'the sandbox only',
  listRequests: 'the sandbox only',
} satisfies Partial<Record<OperationId, string>>;

/** The spec's names for the path parameters (`/cards/{card_id}`), for the printed lines. */
const PARAMETER: Partial<Record<OperationId, string>> = {
  getCard: 'card_id',
  getCardDetails: 'card_id',
  getTransaction: 'txn_id',
  getChallenge: 'challenge_id',
};

export type Read = (path: string) => Promise<{ status: number; body: unknown }>;
export type Checked = { line: string; drifts: Drift[]; error?: string };

/** `GET /cards/{card_id}`: how a line names the operation. */
export function operationName(id: OperationId) {
  const op = OPERATIONS[id];
  return `${op.method.toUpperCase()} ${op.path.replace(/:id\b/, `{${PARAMETER[id] ?? 'id'}}`)}`;
}

/**
 * Calls each checked operation once (the first page of a list with 100 items; one card, its
 * details once — they are rate limited —, the first transaction of each type, the first
 * challenge) and compares every answer with its schema. An operation with nothing to read (no
 * card yet) is reported as not checked.
 */
export async function checkReads(read: Read): Promise<{ checked: Checked[]; skipped: string[] }> {
  const checked: Checked[] = [];
  const skipped: string[] = [];
  async function check(id: (typeof CHECKED)[number], param?: string, query = '') {
    const path = OPERATIONS[id].path.replace(':id', encodeURIComponent(param ?? '')) + query;
    const { status, body } = await read(path);
    const line = operationName(id);
    // Every read would say the same: one line, not twelve.
    if (status === 401) throw new Error('the seed in VCS_SEED was refused (401 unauthorized)');
    // Every checked operation answers 200 (none declares another status).
    if (status !== 200) {
      const error = body as { error?: unknown; message?: unknown } | null;
      const said = error?.error ? `: ${String(error.error)} ${String(error.message)}` : '';
      checked.push({ line, drifts: [], error: `answered ${status}${said}` });
      return body;
    }
    checked.push({ line, drifts: strictDrifts(answerSchema(OPERATIONS[id].response)!, body) });
    return body;
  }
  const itemsOf = (body: unknown) =>
    ((body as { data?: unknown } | null)?.data as Array<Record<string, unknown>> | undefined) ?? [];
  const firstId = (body: unknown) => itemsOf(body).find((item) => typeof item.id === 'string');

  const cards = itemsOf(await check('listCards', undefined, '?per_page=100'));
  const card = cards.find((item) => typeof item.id === 'string');
  if (card) {
    await check('getCard', card.id as string);
    await check('getCardDetails', card.id as string);
  } else skipped.push(operationName('getCard'), operationName('getCardDetails'));

  const transactions = itemsOf(await check('listTransactions', undefined, '?per_page=100'));
  const firstOfEachType = new Map<unknown, Record<string, unknown>>();
  for (const item of transactions)
    if (typeof item.id === 'string' && !firstOfEachType.has(item.type))
      firstOfEachType.set(item.type, item);
  for (const item of firstOfEachType.values()) await check('getTransaction', item.id as string);
  if (firstOfEachType.size === 0) skipped.push(operationName('getTransaction'));

  const challenge = firstId(await check('listChallenges'));
  if (challenge) await check('getChallenge', challenge.id as string);
  else skipped.push(operationName('getChallenge'));

  await check('getWalletBalance');
  await check('getDepositAddresses');
  await check('listDeposits', undefined, '?per_page=100');
  await check('listBins');
  await check('listWebhooks');
  return { checked, skipped };
}
