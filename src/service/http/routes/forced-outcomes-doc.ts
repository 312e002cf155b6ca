import { FORCEABLE_DECLINE_CODES } from '../../../contract/sandbox-tools';
import { DECLINE_REASONS } from '../../domain/catalogue';
import { FORCE_THREE_DS_MERCHANT, forcedDeclineMerchant } from '../../domain/forced-outcomes';

/**
 * The forced outcomes' table (decision 040), in the purchase's and the trigger's entries of the
 * OpenAPI document and docs/api.md: built from the list the sandbox checks, so it cannot drift.
 */
export const FORCED_OUTCOMES_TABLE = `| Merchant name (exact) | Outcome |
| --- | --- |
${FORCEABLE_DECLINE_CODES.map((code) => `| \`${forcedDeclineMerchant(code)}\` | declined, \`decline_code: ${code}\` (${DECLINE_REASONS[code]}) |`).join('\n')}
| \`${FORCE_THREE_DS_MERCHANT}\` | a 3-D Secure challenge, as with \`"three_ds": true\` (a purchase the rules refuse is declined first) |`;

export const PURCHASE_DOC = `A merchant asks to charge the card: the authorization rules decide (status, categories,
the BIN's and the card's limits, the balance), or with \`"three_ds": true\` a 3-D Secure challenge
opens. **Forced outcomes**, like test cards: a merchant with one of these names ends the same way
every time, whatever the card (decision 040); any other name follows the rules.

${FORCED_OUTCOMES_TABLE}

\`\`\`sh
curl -s -X POST "$API/sandbox/purchases" -H "X-Seed: $SEED" -H 'Content-Type: application/json' \\
  -d '{"card_id":"'"$CARD_ID"'","amount":12.5,"merchant":{"name":"${forcedDeclineMerchant('insufficient_card_balance')}","category":"ecommerce","mcc":"5999","country":"US"}}'
\`\`\`

\`$CARD_ID\` is an active card's \`id\` from \`GET /cards\`. The answer is a \`decline\` transaction with
\`decline_code: insufficient_card_balance\`.`;
