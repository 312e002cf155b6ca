import * as z from 'zod/mini';
import { CARD_STATUSES, CARD_SORTS } from './fields';
export { CARD_STATUSES, CARD_SORTS };
import { nullableTimestampSchema, timestampSchema, usdSchema } from './common';
import { networkSchema } from './generate';
import { FUND_MAX_CENTS, FUND_MIN_CENTS, LABEL_MAX_LENGTH } from './limits';
import { fromCents } from './money';
import { RATE_LIMITS } from './limits';
import { centsText } from './money';
import { operation } from './operation';

export const cardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatusSchema>;

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

/** The body of `PATCH /cards/:id` on the wire: `null` clears a limit or the category list. */
export type UpdateCardBody = {
  label?: string | undefined;
  spending_limit?: number | null | undefined;
  allowed_categories?: string[] | null | undefined;
  auto_freeze_at?: number | undefined;
  metadata?: Record<string, unknown> | undefined;
};
type CardParams = { query: CardListFilters };
const notFound = 'card_not_found';
const terminated = 'card_terminated';
const funding = `${centsText(FUND_MIN_CENTS)}–${centsText(FUND_MAX_CENTS)}`;

/** The card operations (decision 006): the sandbox implements them, src/api calls them. */
export const cardOperations = {
  createCard: operation<{ body: CreateCardInput }>()({
    method: 'post',
    path: '/cards',
    summary: 'Create a card funded from the wallet',
    tag: 'Cards',
    status: 201,
    response: { one: createCardResultSchema },
    errors: ['invalid_amount', 'insufficient_funds', 'invalid_bin'],
  }),
  listCards: operation<CardParams>()({
    method: 'get',
    path: '/cards',
    summary: 'List cards',
    tag: 'Cards',
    response: { list: cardListItemSchema, paginated: true },
    errors: [],
  }),
  getCard: operation()({
    method: 'get',
    path: '/cards/:id',
    summary: 'Card summary',
    tag: 'Cards',
    response: { one: cardSummarySchema },
    errors: [notFound],
  }),
  getCardDetails: operation()({
    method: 'get',
    path: '/cards/:id/details',
    summary: `PAN, CVV, expiry, holder (${RATE_LIMITS.detailsPerMinute} per minute)`,
    tag: 'Cards',
    response: { one: cardDetailsSchema },
    errors: [notFound, terminated],
  }),
  updateCard: operation<{ body: UpdateCardBody }>()({
    method: 'patch',
    path: '/cards/:id',
    summary: 'Update label, limits, categories, auto-freeze, metadata (merged)',
    tag: 'Cards',
    response: { one: cardSummarySchema },
    errors: [notFound, terminated, 'invalid_amount'],
  }),
  freezeCard: operation<{ body: Record<string, never> }>()({
    method: 'post',
    path: '/cards/:id/freeze',
    summary: 'Freeze an active card',
    tag: 'Cards',
    bodyOptional: true,
    response: { one: freezeResultSchema },
    errors: [notFound, terminated, 'card_not_active'],
  }),
  unfreezeCard: operation<{ body: Record<string, never> }>()({
    method: 'post',
    path: '/cards/:id/unfreeze',
    summary: 'Unfreeze a frozen card',
    tag: 'Cards',
    bodyOptional: true,
    response: { one: unfreezeResultSchema },
    errors: [notFound, terminated, 'card_not_frozen'],
  }),
  terminateCard: operation()({
    method: 'delete',
    path: '/cards/:id',
    summary: 'Terminate a card; its balance returns to the wallet',
    tag: 'Cards',
    response: { one: terminateResultSchema },
    errors: [notFound, terminated],
  }),
  fundCard: operation<{ body: { amount: number } }>()({
    method: 'post',
    path: '/cards/:id/fund',
    summary: `Move money from the wallet to the card (${funding})`,
    tag: 'Funding',
    response: { one: fundResultSchema },
    errors: [notFound, terminated, 'invalid_amount', 'insufficient_funds'],
  }),
  withdrawFromCard: operation<{ body: { amount: number } }>()({
    method: 'post',
    path: '/cards/:id/withdraw',
    summary: 'Move money from the card to the wallet',
    tag: 'Funding',
    response: { one: withdrawResultSchema },
    errors: [notFound, terminated, 'invalid_amount', 'insufficient_card_balance'],
  }),
};
