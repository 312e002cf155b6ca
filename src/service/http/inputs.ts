import { z } from 'zod';
import { LABEL_MAX_LENGTH } from '../../contract/limits';
import { MERCHANT_CATEGORIES } from '../../contract/transactions';
import { DEPOSIT_CURRENCIES } from '../../contract/wallet';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { bodyAmount } from './validation';

/** Request bodies: strict (unknown fields are refused), shared by the routes and the OpenAPI document. */
export const labelSchema = z
  .string()
  .max(LABEL_MAX_LENGTH, `at most ${LABEL_MAX_LENGTH} characters`)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((v) => !/[\u0000-\u001f]/.test(v), 'control characters are not allowed');
const metadataValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const metadataSchema = z
  .record(z.string().min(1).max(40), metadataValue)
  .refine((m) => Object.keys(m).length <= 50, 'at most 50 keys');
const merchantSchema = z.strictObject({
  name: z.string().min(1).max(80),
  category: z.string().min(1).max(40),
  mcc: z.string().regex(/^\d{4}$/, 'four digits'),
  country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  city: z.string().max(80).optional(),
});

export const bodies = {
  generate: z.strictObject({
    card: z.enum(['visa', 'mastercard']).optional(),
    asset: z.string().optional(),
  }),
  createCard: z.strictObject({
    bin_id: z.string().min(1).max(32),
    amount: bodyAmount,
    label: labelSchema.optional(),
  }),
  updateCard: z.strictObject({
    label: labelSchema.optional(),
    spending_limit: bodyAmount.min(0).max(1_000_000).nullable().optional(),
    allowed_categories: z
      .array(z.enum(MERCHANT_CATEGORIES))
      .max(MERCHANT_CATEGORIES.length)
      .nullable()
      .optional(),
    auto_freeze_at: bodyAmount.min(0).max(1_000_000).optional(),
    metadata: metadataSchema.optional(),
  }),
  empty: z.strictObject({}),
  amount: z.strictObject({ amount: bodyAmount }),
  createWebhook: z.strictObject({
    url: z.string().min(1).max(2048),
    events: z
      .array(z.enum([...WEBHOOK_EVENTS, '*']))
      .min(1, 'choose at least one event')
      .max(WEBHOOK_EVENTS.length)
      .refine((e) => !e.includes('*') || e.length === 1, '"*" must be the only entry'),
    secret: z.string().min(16, 'at least 16 characters').max(256).optional(),
  }),
  simulateDeposit: z.strictObject({ currency: z.enum(DEPOSIT_CURRENCIES), amount_usd: bodyAmount }),
  purchase: z.strictObject({
    card_id: z.string().min(1).max(64),
    amount: bodyAmount,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'a three-letter currency code')
      .optional(),
    merchant: merchantSchema.optional(),
    three_ds: z.boolean().optional(),
  }),
  completeChallenge: z.strictObject({ otp: z.string().regex(/^\d{6}$/, 'six digits') }),
  refund: z.strictObject({ amount: bodyAmount.optional() }),
};
