import { z } from 'zod';
import { CARD_SORTS, CARD_STATUSES } from '../../../contract/cards';
import {
  AMOUNT_MAX_CENTS,
  AMOUNT_MIN_CENTS,
  CARD_LIMIT_MAX_CENTS,
  CARDS_PER_PAGE_DEFAULT,
  FUND_MAX_CENTS,
  FUND_MIN_CENTS,
} from '../../../contract/limits';
import { fromCents } from '../../../contract/money';
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
import {
  cardListItemJson,
  cardSummaryView,
  createdCardView,
  fundedView,
  terminatedCardView,
  withdrawnView,
} from '../views/cards';
import { implement, type Handlers } from '../implement';
import { cardOperations } from '../../../contract/cards';
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

export const cardRoutes = {
  createCard: implement(cardOperations.createCard, {
    body: z.strictObject({
      bin_id: z.string().min(1).max(32),
      amount: bodyAmount,
      label: labelSchema.optional(),
    }),
    handle: ({ ctx, body }) => {
      const { card, walletCents } = createCard(ctx, {
        binId: body.bin_id,
        amountCents: amountToCents(body.amount, 'amount', FUND_MIN_CENTS, FUND_MAX_CENTS),
        label: body.label,
      });
      return createdCardView(ctx.account, card, ctx.now, walletCents);
    },
  }),
  listCards: implement(cardOperations.listCards, {
    query: z.object({
      status: z.enum(CARD_STATUSES).optional(),
      bin_id: queryText.optional(),
      label: queryText.optional().describe('Partial match'),
      sort: z.enum(CARD_SORTS).default('created_at'),
      order: z.enum(['asc', 'desc']).default('desc'),
      ...pageQuery(CARDS_PER_PAGE_DEFAULT),
    }),
    handle: ({ ctx, query }) => pageJson(listCards(ctx, query), cardListItemJson),
  }),
  getCard: implement(cardOperations.getCard, {
    handle: ({ ctx, params }) => cardSummaryView(ctx.account, getCard(ctx, params.id), ctx.now),
  }),
  getCardDetails: implement(cardOperations.getCardDetails, {
    handle: ({ ctx, params }) => {
      const card = getCard(ctx, params.id);
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
  updateCard: implement(cardOperations.updateCard, {
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
    handle: ({ ctx, params, body }) =>
      cardSummaryView(
        ctx.account,
        updateCard(ctx, params.id, {
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
  freezeCard: implement(cardOperations.freezeCard, {
    body: z.strictObject({}),
    handle: ({ ctx, params }) => {
      const card = freezeCard(ctx, params.id);
      return { id: card.id, status: 'frozen' as const, frozen_at: card.frozenAt };
    },
  }),
  unfreezeCard: implement(cardOperations.unfreezeCard, {
    body: z.strictObject({}),
    handle: ({ ctx, params }) =>
      cardSummaryView(ctx.account, unfreezeCard(ctx, params.id), ctx.now),
  }),
  terminateCard: implement(cardOperations.terminateCard, {
    handle: ({ ctx, params }) => {
      const { card, refundedCents } = terminateCard(ctx, params.id);
      return terminatedCardView(card, refundedCents);
    },
  }),
  fundCard: implement(cardOperations.fundCard, {
    body: amountBody,
    handle: ({ ctx, params, body }) => {
      const amountCents = amountToCents(body.amount, 'amount', FUND_MIN_CENTS, FUND_MAX_CENTS);
      return fundedView(fundCard(ctx, params.id, amountCents), amountCents);
    },
  }),
  withdrawFromCard: implement(cardOperations.withdrawFromCard, {
    body: amountBody,
    handle: ({ ctx, params, body }) => {
      const amountCents = amountToCents(body.amount, 'amount', AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS);
      return withdrawnView(withdrawCard(ctx, params.id, amountCents), amountCents);
    },
  }),
} satisfies Handlers<typeof cardOperations>;
