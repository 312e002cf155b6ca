import * as z from 'zod/mini';
import { usdSchema } from './common';
import { FUND_MAX_CENTS, FUND_MIN_CENTS } from './limits';
import { centsText } from './money';
import { named } from './named';
import { operation } from './operation';
import { amountBody, withdrawBody } from './request-fields';
import { cardIdParam, idSchema } from './ids';

/** Moving money between a card and the wallet (decision 006): the document's Funding tag. */

/** Both answers say the card's balance before and after the move, and the wallet's after it. */
const before = { id: idSchema('card'), previous_balance: usdSchema };
const after = { new_balance: usdSchema, wallet_balance: usdSchema };

export const fundResultSchema = z.looseObject({ ...before, funded_amount: usdSchema, ...after });
named('FundResult', fundResultSchema);
export type FundResult = z.infer<typeof fundResultSchema>;

/** Withdraw's field names are "not shown" in the spec; ours mirror the fund result. */
export const withdrawResultSchema = z.looseObject({
  ...before,
  withdrawn_amount: usdSchema,
  ...after,
});
named('WithdrawResult', withdrawResultSchema);
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

const funding = `${centsText(FUND_MIN_CENTS)}–${centsText(FUND_MAX_CENTS)}`;

/** Fund and withdraw, after the card operations in the document (contract/operations.ts). */
export const cardFundingOperations = {
  fundCard: operation()({
    method: 'post',
    path: '/cards/:id/fund',
    params: { id: cardIdParam },
    summary: `Move money from the wallet to the card (${funding})`,
    tag: 'Funding',
    body: amountBody,
    response: { one: fundResultSchema },
    errors: ['card_not_found', 'card_terminated', 'invalid_amount', 'insufficient_funds'],
  }),
  withdrawFromCard: operation()({
    method: 'post',
    path: '/cards/:id/withdraw',
    params: { id: cardIdParam },
    summary: 'Move money from the card to the wallet',
    tag: 'Funding',
    body: withdrawBody,
    response: { one: withdrawResultSchema },
    errors: ['card_not_found', 'card_terminated', 'invalid_amount', 'insufficient_card_balance'],
  }),
};
