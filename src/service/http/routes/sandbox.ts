import { AMOUNT_MAX_CENTS, AMOUNT_MIN_CENTS } from '../../../contract/limits';
import { confirmDeposit, expireDeposit, simulateDeposit } from '../../domain/deposits';
import { simulatePurchase } from '../../domain/purchases';
import { completeChallenge } from '../../domain/three-ds';
import { refundTransaction, settleTransaction } from '../../domain/transactions';
import { challengeView, transactionView } from '../views/transactions';
import { depositView } from '../views/wallet';
import { deliveryView } from '../views/webhooks';
import { implement, type Handlers } from '../implement';
import { sandboxOperations } from '../../../contract/sandbox';
import { amountToCents } from '../validation';
import { PURCHASE_DOC } from './forced-outcomes-doc';

const cents = (usd: number, field: string) =>
  amountToCents(usd, field, AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS);

/** The sandbox simulator (not in the spec): what a blockchain, a merchant and a bank would do. */
export const sandboxRoutes = {
  simulateDeposit: implement(sandboxOperations.simulateDeposit, {
    handle: ({ ctx, body }) =>
      depositView(
        simulateDeposit(ctx, body.currency, cents(body.amount_usd, 'amount_usd')),
        ctx.now,
      ),
  }),
  confirmDeposit: implement(sandboxOperations.confirmDeposit, {
    handle: ({ ctx, params }) => depositView(confirmDeposit(ctx, params.id), ctx.now),
  }),
  expireDeposit: implement(sandboxOperations.expireDeposit, {
    handle: ({ ctx, params }) => depositView(expireDeposit(ctx, params.id), ctx.now),
  }),
  simulatePurchase: implement(sandboxOperations.simulatePurchase, {
    description: PURCHASE_DOC,
    handle: ({ ctx, body }) => {
      const result = simulatePurchase(ctx, {
        cardId: body.card_id,
        amountCents: cents(body.amount, 'amount'),
        currency: body.currency ?? 'USD',
        merchant: body.merchant,
        threeDs: body.three_ds ?? false,
      });
      return result.kind === 'challenge'
        ? challengeView(result.challenge)
        : transactionView(result.transaction);
    },
  }),
  completeChallenge: implement(sandboxOperations.completeChallenge, {
    handle: ({ ctx, params, body }) => transactionView(completeChallenge(ctx, params.id, body.otp)),
  }),
  settleTransaction: implement(sandboxOperations.settleTransaction, {
    handle: ({ ctx, params }) => transactionView(settleTransaction(ctx, params.id)),
  }),
  refundTransaction: implement(sandboxOperations.refundTransaction, {
    handle: ({ ctx, params, body }) =>
      transactionView(
        refundTransaction(
          ctx,
          params.id,
          body.amount === undefined ? undefined : cents(body.amount, 'amount'),
        ),
      ),
  }),
  listDeliveries: implement(sandboxOperations.listDeliveries, {
    handle: ({ ctx }) => ({ data: [...ctx.account.deliveries].reverse().map(deliveryView) }),
  }),
  resetAccount: implement(sandboxOperations.resetAccount, {
    handle: ({ ctx, env }) => {
      env.onReset(ctx);
      return { reset: true };
    },
  }),
} satisfies Handlers<typeof sandboxOperations>;
