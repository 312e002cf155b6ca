import * as z from 'zod/mini';
import { nullableTimestampSchema, timestampSchema, usdSchema } from './common';
import { networkSchema } from './generate';
import { FUND_MAX_CENTS, FUND_MIN_CENTS, LABEL_MAX_LENGTH } from './limits';
import { fromCents } from './money';

export const CARD_STATUSES = ['active', 'frozen', 'terminated'] as const;
export const cardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatusSchema>;

export const CARD_SORTS = ['created_at', 'balance', 'last_used'] as const;

export const cardListItemSchema = z.looseObject({
  id: z.string(),
  bin_id: z.string(),
  network: networkSchema,
  last4: z.string().check(z.regex(/^\d{4}$/, 'four digits')),
  status: cardStatusSchema,
  balance: usdSchema,
  label: z.string(),
  created_at: timestampSchema,
  /** Not in the spec's list item; the sandbox sends it so the list can sort and show it. */
  last_used_at: nullableTimestampSchema,
});
export type CardListItem = z.infer<typeof cardListItemSchema>;

export const metadataSchema = z.record(z.string(), z.unknown());

export const cardSummarySchema = z.extend(cardListItemSchema, {
  spending_limit: z.nullable(usdSchema),
  total_spent: usdSchema,
  transaction_count: z.int(),
  metadata: metadataSchema,
  expires_at: timestampSchema,
  last_used_at: nullableTimestampSchema,
  // Writable through PATCH; the spec does not list them in the summary, so they are optional.
  allowed_categories: z.optional(z.nullable(z.array(z.string()))),
  auto_freeze_at: z.optional(z.nullable(usdSchema)),
  frozen_at: nullableTimestampSchema,
  terminated_at: nullableTimestampSchema,
  spent_this_month: z.optional(usdSchema),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const billingAddressSchema = z.looseObject({
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const cardDetailsSchema = z.looseObject({
  id: z.string(),
  pan: z.string().check(z.regex(/^\d{16}$/, '16 digits')),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, '3 or 4 digits')),
  exp_month: z.int().check(z.minimum(1)).check(z.maximum(12)),
  exp_year: z.int().check(z.minimum(2000)).check(z.maximum(2100)),
  holder_name: z.string(),
  billing_address: billingAddressSchema,
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const freezeResultSchema = z.looseObject({
  id: z.string(),
  status: z.literal('frozen'),
  frozen_at: timestampSchema,
});
export type FreezeResult = z.infer<typeof freezeResultSchema>;

/** Unfreeze answers the card object with status `active`. */
export const unfreezeResultSchema = z.extend(cardListItemSchema, { status: z.literal('active') });
export type UnfreezeResult = z.infer<typeof unfreezeResultSchema>;

export const terminateResultSchema = z.looseObject({
  id: z.string(),
  status: z.literal('terminated'),
  refunded_amount: usdSchema,
  terminated_at: timestampSchema,
});
export type TerminateResult = z.infer<typeof terminateResultSchema>;

export const fundResultSchema = z.looseObject({
  id: z.string(),
  previous_balance: usdSchema,
  funded_amount: usdSchema,
  new_balance: usdSchema,
  wallet_balance: usdSchema,
});
export type FundResult = z.infer<typeof fundResultSchema>;

/** Withdraw's field names are "not shown" in the spec; ours mirror the fund result. */
export const withdrawResultSchema = z.looseObject({
  id: z.string(),
  previous_balance: usdSchema,
  withdrawn_amount: usdSchema,
  new_balance: usdSchema,
  wallet_balance: usdSchema,
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

/** Card creation's response is "not shown"; ours is the card summary plus the wallet balance. */
export const createCardResultSchema = z.extend(cardSummarySchema, {
  wallet_balance: z.optional(usdSchema),
});
export type CreateCardResult = z.infer<typeof createCardResultSchema>;

export const createCardInputSchema = z.object({
  bin_id: z.string().check(z.minLength(1)),
  amount: z
    .number()
    .check(z.minimum(fromCents(FUND_MIN_CENTS)))
    .check(z.maximum(fromCents(FUND_MAX_CENTS))),
  label: z.optional(z.string().check(z.maxLength(LABEL_MAX_LENGTH))),
});
export type CreateCardInput = z.infer<typeof createCardInputSchema>;

export const updateCardInputSchema = z.object({
  label: z.optional(z.string().check(z.maxLength(LABEL_MAX_LENGTH))),
  spending_limit: z.optional(z.number().check(z.minimum(0))),
  allowed_categories: z.optional(z.array(z.string().check(z.minLength(1)))),
  auto_freeze_at: z.optional(z.number().check(z.minimum(0))),
  metadata: z.optional(z.record(z.string(), z.unknown())),
});
export type UpdateCardInput = z.infer<typeof updateCardInputSchema>;

export type CardListFilters = {
  status?: CardStatus;
  bin_id?: string;
  label?: string;
  sort?: (typeof CARD_SORTS)[number];
  order?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
};
