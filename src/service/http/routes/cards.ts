import { z } from 'zod';
import {
  cardDetailsSchema,
  cardListItemSchema,
  CARD_SORTS,
  CARD_STATUSES,
  cardSummarySchema,
  createCardResultSchema,
  freezeResultSchema,
  fundResultSchema,
  terminateResultSchema,
  unfreezeResultSchema,
  withdrawResultSchema,
} from '../../../contract/cards';
import {
  AMOUNT_MAX_CENTS,
  AMOUNT_MIN_CENTS,
  CARD_LIMIT_MAX_CENTS,
  CARDS_PER_PAGE_DEFAULT,
  FUND_MAX_CENTS,
  FUND_MIN_CENTS,
} from '../../../contract/limits';
import { centsText, fromCents } from '../../../contract/money';
import { MERCHANT_CATEGORIES } from '../../../contract/transactions';
import { billingAddressFor } from '../../domain/accounts';
import {
  createCard,
  freezeCard,
  fundCard,
  getCard,
  listCards,
  terminateCard,
  unfreezeCard,
  updateCard,
  withdrawCard,
} from '../../domain/cards';
import { ServiceError } from '../../domain/errors';
import { cvvFor, panFor } from '../../domain/secrets';
import { pageJson } from '../views/page';
import { cardListItemJson, cardSummaryView } from '../views/cards';
import { fromCents as usd } from '../../../contract/money';
import { route } from '../route';
import {
  amountBody,
  amountToCents,
  bodyAmount,
  labelSchema,
  pageQuery,
  queryText,
} from '../validation';

const metadataValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const metadataSchema = z
  .record(z.string().min(1).max(40), metadataValue)
  .refine((m) => Object.keys(m).length <= 50, 'at most 50 keys');
const limitCents = (value: number | undefined, field: string) =>
  value === undefined ? undefined : amountToCents(value, field, 0, CARD_LIMIT_MAX_CENTS);

export const cardRoutes = [
  route({
    operationId: 'createCard',
    method: 'post',
    path: '/cards',
    summary: 'Create a card funded from the wallet',
    tag: 'Cards',
    status: 201,
    body: z.strictObject({
      bin_id: z.string().min(1).max(32),
      amount: bodyAmount,
      label: labelSchema.optional(),
    }),
    response: { one: createCardResultSchema },
    handle: ({ ctx, body }) => {
      const { card, walletCents } = createCard(ctx, {
        binId: body.bin_id,
        amountCents: amountToCents(body.amount, 'amount', FUND_MIN_CENTS, FUND_MAX_CENTS),
        label: body.label,
      });
      return { ...cardSummaryView(ctx.account, card, ctx.now), wallet_balance: usd(walletCents) };
    },
  }),
  route({
    operationId: 'listCards',
    method: 'get',
    path: '/cards',
    summary: 'List cards',
    tag: 'Cards',
    query: z.object({
      status: z.enum(CARD_STATUSES).optional(),
      bin_id: queryText.optional(),
      label: queryText.optional().describe('Partial match'),
      sort: z.enum(CARD_SORTS).default('created_at'),
      order: z.enum(['asc', 'desc']).default('desc'),
      ...pageQuery(CARDS_PER_PAGE_DEFAULT),
    }),
    response: { list: cardListItemSchema, paginated: true },
    handle: ({ ctx, query }) => pageJson(listCards(ctx, query), cardListItemJson),
  }),
  route({
    operationId: 'getCard',
    method: 'get',
    path: '/cards/:id',
    summary: 'Card summary',
    tag: 'Cards',
    response: { one: cardSummarySchema },
    handle: ({ ctx, params }) => cardSummaryView(ctx.account, getCard(ctx, params.id!), ctx.now),
  }),
  route({
    operationId: 'getCardDetails',
    method: 'get',
    path: '/cards/:id/details',
    summary: 'PAN, CVV, expiry, holder (30 per minute)',
    tag: 'Cards',
    response: { one: cardDetailsSchema },
    handle: ({ ctx, params }) => {
      const card = getCard(ctx, params.id!);
      if (card.status === 'terminated')
        throw new ServiceError(
          'card_terminated',
          `Card ${card.id} is terminated; its details are no longer available.`,
        );
      return {
        id: card.id,
        pan: panFor(ctx.secretsKey, card.id, card.binId),
        cvv: cvvFor(ctx.secretsKey, card.id),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        holder_name: card.holderName,
        billing_address: billingAddressFor(card.id),
      };
    },
  }),
  route({
    operationId: 'updateCard',
    method: 'patch',
    path: '/cards/:id',
    summary: 'Update label, limits, categories, auto-freeze, metadata (merged)',
    tag: 'Cards',
    body: z.strictObject({
      label: labelSchema.optional(),
      spending_limit: bodyAmount.min(0).max(fromCents(CARD_LIMIT_MAX_CENTS)).nullable().optional(),
      allowed_categories: z
        .array(z.enum(MERCHANT_CATEGORIES))
        .max(MERCHANT_CATEGORIES.length)
        .nullable()
        .optional(),
      auto_freeze_at: bodyAmount.min(0).max(fromCents(CARD_LIMIT_MAX_CENTS)).optional(),
      metadata: metadataSchema.optional(),
    }),
    response: { one: cardSummarySchema },
    handle: ({ ctx, params, body }) =>
      cardSummaryView(
        ctx.account,
        updateCard(ctx, params.id!, {
          label: body.label,
          spendingLimitCents:
            body.spending_limit === null ? null : limitCents(body.spending_limit, 'spending_limit'),
          allowedCategories: body.allowed_categories,
          autoFreezeAtCents: limitCents(body.auto_freeze_at, 'auto_freeze_at'),
          metadata: body.metadata,
        }),
        ctx.now,
      ),
  }),
  route({
    operationId: 'freezeCard',
    method: 'post',
    path: '/cards/:id/freeze',
    summary: 'Freeze an active card',
    tag: 'Cards',
    body: z.strictObject({}),
    bodyOptional: true,
    response: { one: freezeResultSchema },
    handle: ({ ctx, params }) => {
      const card = freezeCard(ctx, params.id!);
      return { id: card.id, status: 'frozen' as const, frozen_at: card.frozenAt };
    },
  }),
  route({
    operationId: 'unfreezeCard',
    method: 'post',
    path: '/cards/:id/unfreeze',
    summary: 'Unfreeze a frozen card',
    tag: 'Cards',
    body: z.strictObject({}),
    bodyOptional: true,
    response: { one: unfreezeResultSchema },
    handle: ({ ctx, params }) =>
      cardSummaryView(ctx.account, unfreezeCard(ctx, params.id!), ctx.now),
  }),
  route({
    operationId: 'terminateCard',
    method: 'delete',
    path: '/cards/:id',
    summary: 'Terminate a card; its balance returns to the wallet',
    tag: 'Cards',
    response: { one: terminateResultSchema },
    handle: ({ ctx, params }) => {
      const { card, refundedCents } = terminateCard(ctx, params.id!);
      return {
        id: card.id,
        status: 'terminated' as const,
        refunded_amount: usd(refundedCents),
        terminated_at: card.terminatedAt,
      };
    },
  }),
  route({
    operationId: 'fundCard',
    method: 'post',
    path: '/cards/:id/fund',
    summary: `Move money from the wallet to the card (${centsText(FUND_MIN_CENTS)}–${centsText(FUND_MAX_CENTS)})`,
    tag: 'Funding',
    body: amountBody,
    response: { one: fundResultSchema },
    handle: ({ ctx, params, body }) => {
      const amountCents = amountToCents(body.amount, 'amount', FUND_MIN_CENTS, FUND_MAX_CENTS);
      const moved = fundCard(ctx, params.id!, amountCents);
      return {
        id: moved.card.id,
        previous_balance: usd(moved.previousCents),
        funded_amount: usd(amountCents),
        new_balance: usd(moved.card.balanceCents),
        wallet_balance: usd(moved.walletCents),
      };
    },
  }),
  route({
    operationId: 'withdrawFromCard',
    method: 'post',
    path: '/cards/:id/withdraw',
    summary: 'Move money from the card to the wallet',
    tag: 'Funding',
    body: amountBody,
    response: { one: withdrawResultSchema },
    handle: ({ ctx, params, body }) => {
      const amountCents = amountToCents(body.amount, 'amount', AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS);
      const moved = withdrawCard(ctx, params.id!, amountCents);
      return {
        id: moved.card.id,
        previous_balance: usd(moved.previousCents),
        withdrawn_amount: usd(amountCents),
        new_balance: usd(moved.card.balanceCents),
        wallet_balance: usd(moved.walletCents),
      };
    },
  }),
];
