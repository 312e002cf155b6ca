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
    read: ({ currency, amount_usd, ...unread }) => [
      { currency, amountCents: cents(amount_usd, 'amount_usd') },
      unread,
    ],
    handle: ({ ctx, input }) =>
      depositView(simulateDeposit(ctx, input.currency, input.amountCents), ctx.now),
  }),
  confirmDeposit: implement(sandboxOperations.confirmDeposit, {
    handle: ({ ctx, params }) => depositView(confirmDeposit(ctx, params.id), ctx.now),
  }),
  expireDeposit: implement(sandboxOperations.expireDeposit, {
    handle: ({ ctx, params }) => depositView(expireDeposit(ctx, params.id), ctx.now),
  }),
  simulatePurchase: implement(sandboxOperations.simulatePurchase, {
    description: PURCHASE_DOC,
    read: ({ card_id, amount, currency, merchant, three_ds, ...unread }) => [
      {
        cardId: card_id,
        amountCents: cents(amount, 'amount'),
        currency: currency ?? 'USD',
        merchant,
        threeDs: three_ds ?? false,
      },
      unread,
    ],
    handle: ({ ctx, input }) => {
      const result = simulatePurchase(ctx, input);
      return result.kind === 'challenge'
        ? challengeView(result.challenge)
        : transactionView(result.transaction);
    },
  }),
  completeChallenge: implement(sandboxOperations.completeChallenge, {
    read: ({ otp, ...unread }) => [otp, unread],
    handle: ({ ctx, params, input: otp }) =>
      transactionView(completeChallenge(ctx, params.id, otp)),
  }),
  settleTransaction: implement(sandboxOperations.settleTransaction, {
    handle: ({ ctx, params }) => transactionView(settleTransaction(ctx, params.id)),
  }),
  refundTransaction: implement(sandboxOperations.refundTransaction, {
    read: ({ amount, ...unread }) => [
      amount === undefined ? undefined : cents(amount, 'amount'),
      unread,
    ],
    handle: ({ ctx, params, input: amountCents }) =>
      transactionView(refundTransaction(ctx, params.id, amountCents)),
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
