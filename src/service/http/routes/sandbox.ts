import { z } from 'zod';
import { AMOUNT_MAX_CENTS, AMOUNT_MIN_CENTS } from '../../../contract/limits';
import { deliverySchema } from '../../../contract/sandbox';
import { challengeSchema } from '../../../contract/three-ds';
import { transactionSchema } from '../../../contract/transactions';
import { DEPOSIT_CURRENCIES, depositSchema } from '../../../contract/wallet';
import { confirmDeposit, expireDeposit, simulateDeposit } from '../../domain/deposits';
import { simulatePurchase } from '../../domain/purchases';
import { completeChallenge } from '../../domain/three-ds';
import { refundTransaction, settleTransaction } from '../../domain/transactions';
import { challengeView, transactionView } from '../views/transactions';
import { depositView } from '../views/wallet';
import { deliveryView } from '../views/webhooks';
import { route } from '../route';
import { amountToCents, bodyAmount } from '../validation';

const cents = (usd: number, field: string) =>
  amountToCents(usd, field, AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS);

const merchantSchema = z.strictObject({
  name: z.string().min(1).max(80),
  category: z.string().min(1).max(40),
  mcc: z.string().regex(/^\d{4}$/, 'four digits'),
  country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  city: z.string().max(80).optional(),
});

/** The sandbox simulator (not in the spec): what a blockchain, a merchant and a bank would do. */
export const sandboxRoutes = [
  route({
    operationId: 'simulateDeposit',
    method: 'post',
    path: '/sandbox/deposits',
    summary: 'Simulate a crypto deposit (pending)',
    tag: 'Sandbox',
    status: 201,
    body: z.strictObject({ currency: z.enum(DEPOSIT_CURRENCIES), amount_usd: bodyAmount }),
    response: { one: depositSchema },
    handle: ({ ctx, body }) =>
      depositView(
        simulateDeposit(ctx, body.currency, cents(body.amount_usd, 'amount_usd')),
        ctx.now,
      ),
  }),
  route({
    operationId: 'confirmDeposit',
    method: 'post',
    path: '/sandbox/deposits/:id/confirm',
    summary: 'Confirm a pending deposit (below the minimum: it expires)',
    tag: 'Sandbox',
    response: { one: depositSchema },
    handle: ({ ctx, params }) => depositView(confirmDeposit(ctx, params.id!), ctx.now),
  }),
  route({
    operationId: 'expireDeposit',
    method: 'post',
    path: '/sandbox/deposits/:id/expire',
    summary: 'Expire a pending deposit',
    tag: 'Sandbox',
    response: { one: depositSchema },
    handle: ({ ctx, params }) => depositView(expireDeposit(ctx, params.id!), ctx.now),
  }),
  route({
    operationId: 'simulatePurchase',
    method: 'post',
    path: '/sandbox/purchases',
    summary: 'Simulate a purchase: a transaction, or a pending 3DS challenge',
    tag: 'Sandbox',
    status: 201,
    body: z.strictObject({
      card_id: z.string().min(1).max(64),
      amount: bodyAmount,
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/, 'a three-letter currency code')
        .optional(),
      merchant: merchantSchema.optional(),
      three_ds: z.boolean().optional(),
    }),
    response: { oneOf: [transactionSchema, challengeSchema] },
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
  route({
    operationId: 'completeChallenge',
    method: 'post',
    path: '/sandbox/3ds/:id/complete',
    summary: 'Complete a challenge with its code',
    tag: 'Sandbox',
    body: z.strictObject({ otp: z.string().regex(/^\d{6}$/, 'six digits') }),
    response: { one: transactionSchema },
    handle: ({ ctx, params, body }) =>
      transactionView(completeChallenge(ctx, params.id!, body.otp)),
  }),
  route({
    operationId: 'settleTransaction',
    method: 'post',
    path: '/sandbox/transactions/:id/settle',
    summary: 'Settle an authorization',
    tag: 'Sandbox',
    response: { one: transactionSchema },
    handle: ({ ctx, params }) => transactionView(settleTransaction(ctx, params.id!)),
  }),
  route({
    operationId: 'refundTransaction',
    method: 'post',
    path: '/sandbox/transactions/:id/refund',
    summary: 'Refund an authorization (all or part)',
    tag: 'Sandbox',
    body: z.strictObject({ amount: bodyAmount.optional() }),
    bodyOptional: true,
    response: { one: transactionSchema },
    handle: ({ ctx, params, body }) =>
      transactionView(
        refundTransaction(
          ctx,
          params.id!,
          body.amount === undefined ? undefined : cents(body.amount, 'amount'),
        ),
      ),
  }),
  route({
    operationId: 'listDeliveries',
    method: 'get',
    path: '/sandbox/webhooks/deliveries',
    summary: 'Webhook delivery log (newest first, last 200)',
    tag: 'Sandbox',
    response: { list: deliverySchema },
    handle: ({ ctx }) => ({ data: [...ctx.account.deliveries].reverse().map(deliveryView) }),
  }),
  route({
    operationId: 'resetAccount',
    method: 'post',
    path: '/sandbox/reset',
    summary: "Delete the caller's account and all its data",
    tag: 'Sandbox',
    response: { json: { type: 'object', properties: { reset: { type: 'boolean' } } } },
    handle: ({ ctx, env }) => {
      env.onReset(ctx);
      return { reset: true };
    },
  }),
];
