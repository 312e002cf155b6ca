import * as z from 'zod/mini';
import { challengeIdParam, dateTime, idSchema, depositIdParam, txnIdParam } from './ids';
import { named } from './named';
import { DEPOSIT_CURRENCIES } from './fields';
import { operation, type BodyOf } from './operation';
import { anyAmount } from './request-fields';
import { challengeSchema } from './three-ds';
import { transactionSchema } from './transactions';
import { depositSchema } from './wallet';

/** A webhook delivery in the sandbox's log (`GET /sandbox/webhooks/deliveries`). */
/** An ISO 8601 time, documented as such (decision 037); read as any text, as before. */
const isoText = dateTime(z.string());

export const deliverySchema = z.looseObject({
  id: idSchema('dlv'),
  webhook_id: idSchema('wh'),
  url: z.string(),
  event_id: idSchema('evt'),
  event_type: z.string(),
  payload: z.string(),
  signature: z.string(),
  status: z.enum(['recorded', 'pending', 'delivered', 'failed']),
  response_status: z.nullable(z.int()),
  attempts: z.int(),
  created_at: isoText,
  last_attempt_at: z.nullable(isoText),
  error: z.nullable(z.string()),
  /** A resend: the delivery it repeats (decision 021). Absent from older servers. */
  resend_of: z.optional(z.nullable(z.string())),
  /** An example sent on request, not something that happened (decision 021). */
  example: z.optional(z.boolean()),
});
named('Delivery', deliverySchema);
export type Delivery = z.infer<typeof deliverySchema>;

/** A merchant a simulated purchase comes from. */
const simulatedMerchantBody = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  category: z.string().check(z.minLength(1), z.maxLength(40)),
  mcc: z.string().check(z.regex(/^\d{4}$/, 'four digits')),
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'a two-letter country code')),
  city: z.optional(z.string().check(z.maxLength(80))),
});
export type SimulatedMerchant = z.input<typeof simulatedMerchantBody>;
const deposit = { one: depositSchema };
const transaction = { one: transactionSchema };

/** The sandbox simulator (not in the spec): what a blockchain, a merchant and a bank would do. */
export const sandboxOperations = {
  simulateDeposit: operation()({
    method: 'post',
    path: '/sandbox/deposits',
    summary: 'Simulate a crypto deposit (pending)',
    tag: 'Sandbox',
    body: z.strictObject({ currency: z.enum(DEPOSIT_CURRENCIES), amount_usd: anyAmount }),
    status: 201,
    response: deposit,
    errors: ['invalid_amount'],
  }),
  confirmDeposit: operation()({
    method: 'post',
    path: '/sandbox/deposits/:id/confirm',
    params: { id: depositIdParam },
    summary: 'Confirm a pending deposit (below the minimum: it expires)',
    tag: 'Sandbox',
    response: deposit,
    errors: ['deposit_not_found', 'invalid_state'],
  }),
  expireDeposit: operation()({
    method: 'post',
    path: '/sandbox/deposits/:id/expire',
    params: { id: depositIdParam },
    summary: 'Expire a pending deposit',
    tag: 'Sandbox',
    response: deposit,
    errors: ['deposit_not_found', 'invalid_state'],
  }),
  simulatePurchase: operation()({
    method: 'post',
    path: '/sandbox/purchases',
    summary: 'Simulate a purchase: a transaction, or a pending 3DS challenge',
    tag: 'Sandbox',
    body: z.strictObject({
      card_id: z.string().check(z.minLength(1), z.maxLength(64)),
      amount: anyAmount,
      currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, 'a three-letter currency code'))),
      merchant: z.optional(simulatedMerchantBody),
      three_ds: z.optional(z.boolean()),
    }),
    status: 201,
    response: { oneOf: [transactionSchema, challengeSchema] },
    errors: ['card_not_found', 'invalid_amount'],
  }),
  completeChallenge: operation()({
    method: 'post',
    path: '/sandbox/3ds/:id/complete',
    params: { id: challengeIdParam },
    summary: 'Complete a challenge with its code',
    tag: 'Sandbox',
    body: z.strictObject({ otp: z.string().check(z.regex(/^\d{6}$/, 'six digits')) }),
    response: transaction,
    errors: ['challenge_not_found', 'invalid_otp', 'challenge_expired', 'invalid_state'],
  }),
  settleTransaction: operation()({
    method: 'post',
    path: '/sandbox/transactions/:id/settle',
    params: { id: txnIdParam },
    summary: 'Settle an authorization',
    tag: 'Sandbox',
    response: transaction,
    errors: ['transaction_not_found', 'invalid_state'],
  }),
  refundTransaction: operation()({
    method: 'post',
    path: '/sandbox/transactions/:id/refund',
    params: { id: txnIdParam },
    summary: 'Refund an authorization (all or part)',
    tag: 'Sandbox',
    bodyOptional: true,
    body: z.strictObject({ amount: z.optional(anyAmount) }),
    response: transaction,
    errors: ['transaction_not_found', 'invalid_state', 'invalid_amount'],
  }),
  listDeliveries: operation()({
    method: 'get',
    path: '/sandbox/webhooks/deliveries',
    summary: 'Webhook delivery log (newest first, last 200)',
    tag: 'Sandbox',
    response: { list: deliverySchema },
    errors: [],
  }),
  resetAccount: operation()({
    method: 'post',
    path: '/sandbox/reset',
    summary: "Delete the caller's account and all its data",
    tag: 'Sandbox',
    response: { json: { type: 'object', properties: { reset: { type: 'boolean' } } } },
    errors: [],
  }),
};

/** A simulated purchase as a client sends it, inferred (decision 034). */
export type PurchaseInput = BodyOf<(typeof sandboxOperations)['simulatePurchase']>;
