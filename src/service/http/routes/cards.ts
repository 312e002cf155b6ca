import {
  AMOUNT_MAX_CENTS,
  AMOUNT_MIN_CENTS,
  CARD_LIMIT_MAX_CENTS,
  FUND_MAX_CENTS,
  FUND_MIN_CENTS,
} from '../../../contract/limits';
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
import { iso } from '../../domain/context';
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
import { cardFundingOperations } from '../../../contract/card-funding';
import { cardOperations } from '../../../contract/cards';
import { amountToCents } from '../validation';

const limitCents = (value: number | undefined, field: string) =>
  value === undefined ? undefined : amountToCents(value, field, 0, CARD_LIMIT_MAX_CENTS);
/** A create or fund amount: the funding bounds, not the purchase ones. */
const fundCents = (usd: number) => amountToCents(usd, 'amount', FUND_MIN_CENTS, FUND_MAX_CENTS);

export const cardRoutes = {
  createCard: implement(cardOperations.createCard, {
    read: ({ bin_id, amount, label, ...unread }) => [
      { binId: bin_id, amountCents: fundCents(amount), label },
      unread,
    ],
    handle: ({ ctx, input }) => {
      const { card, walletCents } = createCard(ctx, input);
      return createdCardView(ctx.account, card, ctx.now, walletCents);
    },
  }),
  listCards: implement(cardOperations.listCards, {
    readQuery: ({ status, bin_id, label, sort, order, page, per_page, ...unread }) => [
      { status, bin_id, label, sort, order, page, per_page },
      unread,
    ],
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
    read: ({ label, spending_limit, allowed_categories, auto_freeze_at, metadata, ...unread }) => [
      {
        label,
        spendingLimitCents:
          spending_limit === null ? null : limitCents(spending_limit, 'spending_limit'),
        allowedCategories: allowed_categories,
        autoFreezeAtCents: limitCents(auto_freeze_at, 'auto_freeze_at'),
        metadata,
      },
      unread,
    ],
    handle: ({ ctx, params, input }) =>
      cardSummaryView(ctx.account, updateCard(ctx, params.id, input), ctx.now),
  }),
  freezeCard: implement(cardOperations.freezeCard, {
    handle: ({ ctx, params }) => {
      const card = freezeCard(ctx, params.id);
      // freezeCard has just set it; the type cannot know (decision 034: the answer is typed).
      return { id: card.id, status: 'frozen' as const, frozen_at: card.frozenAt ?? iso(ctx.now) };
    },
  }),
  unfreezeCard: implement(cardOperations.unfreezeCard, {
    // unfreezeCard has just made it active; the answer's schema says so (decision 034).
    handle: ({ ctx, params }) => ({
      ...cardSummaryView(ctx.account, unfreezeCard(ctx, params.id), ctx.now),
      status: 'active' as const,
    }),
  }),
  terminateCard: implement(cardOperations.terminateCard, {
    handle: ({ ctx, params }) => {
      const { card, refundedCents } = terminateCard(ctx, params.id);
      return terminatedCardView(card, refundedCents, iso(ctx.now));
    },
  }),
  fundCard: implement(cardFundingOperations.fundCard, {
    read: ({ amount, ...unread }) => [fundCents(amount), unread],
    handle: ({ ctx, params, input: amountCents }) =>
      fundedView(fundCard(ctx, params.id, amountCents), amountCents),
  }),
  withdrawFromCard: implement(cardFundingOperations.withdrawFromCard, {
    read: ({ amount, ...unread }) => [
      amountToCents(amount, 'amount', AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS),
      unread,
    ],
    handle: ({ ctx, params, input: amountCents }) =>
      withdrawnView(withdrawCard(ctx, params.id, amountCents), amountCents),
  }),
} satisfies Handlers<typeof cardOperations & typeof cardFundingOperations>;
