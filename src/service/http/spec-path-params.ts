/**
 * Each of the spec's paths with the parameters it names, written by reading
 * /work/shared/spec/virtual-card-service.md ("Endpoints"), held here so a test can compare the
 * OpenAPI document's names and types with the spec's (decision 037). Query parameters are the
 * ones the spec lists; the document may add its own (`page` on deposits), never rename one.
 */
type Param = { name: string; type: 'string' | 'integer' | 'number' };
type SpecOperation = { path: string[]; query: Param[] };

const text = (...names: string[]): Param[] => names.map((name) => ({ name, type: 'string' }));
const none: SpecOperation = { path: [], query: [] };
const card: SpecOperation = { path: ['card_id'], query: [] };

export const SPEC_PATH_PARAMS: Record<string, SpecOperation> = {
  'GET /': { path: [], query: text('card', 'asset') },
  'POST /': { path: [], query: text('card', 'asset') },
  'POST /cards': none,
  'GET /cards': {
    path: [],
    query: [
      ...text('status', 'bin_id', 'label', 'sort', 'order'),
      { name: 'page', type: 'integer' },
      { name: 'per_page', type: 'integer' },
    ],
  },
  'GET /cards/{card_id}': card,
  'GET /cards/{card_id}/details': card,
  'PATCH /cards/{card_id}': card,
  'POST /cards/{card_id}/freeze': card,
  'POST /cards/{card_id}/unfreeze': card,
  'DELETE /cards/{card_id}': card,
  'POST /cards/{card_id}/fund': card,
  'POST /cards/{card_id}/withdraw': card,
  'GET /transactions': {
    path: [],
    query: [
      ...text('card_id', 'type', 'from', 'to', 'merchant'),
      { name: 'min_amount', type: 'number' },
      { name: 'max_amount', type: 'number' },
      { name: 'page', type: 'integer' },
      { name: 'per_page', type: 'integer' },
    ],
  },
  'GET /transactions/{txn_id}': { path: ['txn_id'], query: [] },
  'GET /wallet/balance': none,
  'GET /wallet/deposit-address': { path: [], query: text('currency') },
  'GET /wallet/deposits': { path: [], query: text('status', 'currency') },
  'GET /bins': none,
  'GET /3ds': { path: [], query: text('card_id', 'status') },
  'GET /3ds/{challenge_id}': { path: ['challenge_id'], query: [] },
  'POST /webhooks': none,
  'GET /webhooks': none,
  'DELETE /webhooks/{webhook_id}': { path: ['webhook_id'], query: [] },
};
