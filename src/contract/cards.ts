import * as z from 'zod/mini';
import { cardIdParam, idSchema } from './ids';
import { named } from './named';
import { CARD_STATUSES, CARD_SORTS, MERCHANT_CATEGORIES } from './fields';
export { CARD_STATUSES, CARD_SORTS };
import { nullableTimestampSchema, timestampSchema, usdSchema } from './common';
import { networkSchema } from './generate';
import { CARD_LIMIT_MAX_CENTS, CARDS_PER_PAGE_DEFAULT, RATE_LIMITS } from './limits';
import { fromCents } from './money';
import { operation, type BodyOf, type QueryOf } from './operation';
import { bodyAmount, fundAmount, labelSchema, pageQuery, queryText } from './request-fields';

/** `card_<id>` (decision 037: a documented pattern, not a check). */
const cardId = idSchema('card');

export const cardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatusSchema>;

export const cardListItemSchema = z.looseObject({
  id: cardId,
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
named('CardListItem', cardListItemSchema);
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
named('CardSummary', cardSummarySchema);
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const billingAddressSchema = z.looseObject({
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const cardDetailsSchema = z.looseObject({
  id: cardId,
  pan: z.string().check(z.regex(/^\d{16}$/, '16 digits')),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, '3 or 4 digits')),
  exp_month: z.int().check(z.minimum(1)).check(z.maximum(12)),
  exp_year: z.int().check(z.minimum(2000)).check(z.maximum(2100)),
  holder_name: z.string(),
  billing_address: billingAddressSchema,
});
named('CardDetails', cardDetailsSchema);
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const freezeResultSchema = z.looseObject({
  id: cardId,
  status: z.literal('frozen'),
  frozen_at: timestampSchema,
});
named('FreezeResult', freezeResultSchema);
export type FreezeResult = z.infer<typeof freezeResultSchema>;

/** Unfreeze answers the card object with status `active`. */
export const unfreezeResultSchema = z.extend(cardListItemSchema, { status: z.literal('active') });
named('UnfreezeResult', unfreezeResultSchema);
export type UnfreezeResult = z.infer<typeof unfreezeResultSchema>;

export const terminateResultSchema = z.looseObject({
  id: cardId,
  status: z.literal('terminated'),
  refunded_amount: usdSchema,
  terminated_at: timestampSchema,
});
named('TerminateResult', terminateResultSchema);
export type TerminateResult = z.infer<typeof terminateResultSchema>;

/** Card creation's response is "not shown"; ours is the card summary plus the wallet balance. */
export const createCardResultSchema = z.extend(cardSummarySchema, {
  wallet_balance: z.optional(usdSchema),
});
named('CreateCardResult', createCardResultSchema);
export type CreateCardResult = z.infer<typeof createCardResultSchema>;

/** Card metadata as a client writes it: at most 50 short keys of short scalar values. */
const metadataBody = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(40)),
    z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]),
  )
  .check(z.refine((m) => Object.keys(m).length <= 50, 'at most 50 keys'));
/** A spending limit or auto-freeze threshold in USD. */
const limitAmount = bodyAmount.check(z.minimum(0), z.maximum(fromCents(CARD_LIMIT_MAX_CENTS)));
const noBody = z.strictObject({});

const notFound = 'card_not_found';
const terminated = 'card_terminated';

/**
 * The card operations (decision 006): the sandbox implements them, src/api calls them. Moving money
 * between a card and the wallet is ./card-funding (the document's Funding tag).
 */
export const cardOperations = {
  createCard: operation()({
    method: 'post',
    path: '/cards',
    summary: 'Create a card funded from the wallet',
    tag: 'Cards',
    status: 201,
    body: z.strictObject({
      bin_id: z.string().check(z.minLength(1), z.maxLength(32)),
      amount: fundAmount,
      label: z.optional(labelSchema),
    }),
    response: { one: createCardResultSchema },
    errors: ['invalid_amount', 'insufficient_funds', 'invalid_bin'],
  }),
  listCards: operation()({
    method: 'get',
    path: '/cards',
    summary: 'List cards',
    tag: 'Cards',
    query: z.object({
      status: z.optional(cardStatusSchema),
      bin_id: z.optional(queryText),
      label: z.optional(queryText).check(z.describe('Partial match')),
      sort: z._default(z.enum(CARD_SORTS), 'created_at'),
      order: z._default(z.enum(['asc', 'desc']), 'desc'),
      ...pageQuery(CARDS_PER_PAGE_DEFAULT),
    }),
    response: { list: cardListItemSchema, paginated: true },
    errors: [],
  }),
  getCard: operation()({
    method: 'get',
    path: '/cards/:id',
    params: { id: cardIdParam },
    summary: 'Card summary',
    tag: 'Cards',
    response: { one: cardSummarySchema },
    errors: [notFound],
  }),
  getCardDetails: operation()({
    method: 'get',
    path: '/cards/:id/details',
    params: { id: cardIdParam },
    summary: `PAN, CVV, expiry, holder (${RATE_LIMITS.detailsPerMinute} per minute)`,
    tag: 'Cards',
    response: { one: cardDetailsSchema },
    errors: [notFound, terminated],
  }),
  updateCard: operation()({
    method: 'patch',
    path: '/cards/:id',
    params: { id: cardIdParam },
    summary: 'Update label, limits, categories, auto-freeze, metadata (merged)',
    tag: 'Cards',
    /** Every field is optional, so is the body: an empty one changes nothing (decision 037). */
    bodyOptional: true,
    /** `null` clears the spending limit or the category list. */
    body: z.strictObject({
      label: z.optional(labelSchema),
      spending_limit: z.optional(z.nullable(limitAmount)),
      allowed_categories: z.optional(
        z.nullable(
          z.array(z.enum(MERCHANT_CATEGORIES)).check(z.maxLength(MERCHANT_CATEGORIES.length)),
        ),
      ),
      auto_freeze_at: z.optional(limitAmount),
      metadata: z.optional(metadataBody),
    }),
    response: { one: cardSummarySchema },
    errors: [notFound, terminated, 'invalid_amount'],
  }),
  freezeCard: operation()({
    method: 'post',
    path: '/cards/:id/freeze',
    params: { id: cardIdParam },
    summary: 'Freeze an active card',
    tag: 'Cards',
    bodyOptional: true,
    body: noBody,
    response: { one: freezeResultSchema },
    errors: [notFound, terminated, 'card_not_active'],
  }),
  unfreezeCard: operation()({
    method: 'post',
    path: '/cards/:id/unfreeze',
    params: { id: cardIdParam },
    summary: 'Unfreeze a frozen card',
    tag: 'Cards',
    bodyOptional: true,
    body: noBody,
    response: { one: unfreezeResultSchema },
    errors: [notFound, terminated, 'card_not_frozen'],
  }),
  terminateCard: operation()({
    method: 'delete',
    path: '/cards/:id',
    params: { id: cardIdParam },
    summary: 'Terminate a card; its balance returns to the wallet',
    tag: 'Cards',
    response: { one: terminateResultSchema },
    errors: [notFound, terminated],
  }),
};

type CardOperations = typeof cardOperations;
/** The requests as a client writes them, inferred from the schemas above (decision 034). */
export type CardListFilters = QueryOf<CardOperations['listCards']>;
export type CreateCardInput = BodyOf<CardOperations['createCard']>;
/** The body of `PATCH /cards/:id` on the wire: `null` clears a limit or the category list. */
export type UpdateCardInput = BodyOf<CardOperations['updateCard']>;
