import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { write } from './idempotency';
import { send } from './send';
import * as ops from './wire-readers.gen';
import type {
  CardListFilters,
  CardSummary,
  CreateCardInput,
  UpdateCardInput,
} from '../contract/cards';
import { CARDS_PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../contract/limits';
import { askedPage } from './asked-page';
import type { Cents } from '../contract/money';
import { wireUsd, wireUsdOrNull } from './wire-money';
import { transactionKeys } from './transactions';
import { walletKeys } from './wallet';

export const cardKeys = {
  all: ['cards'] as const,
  lists: () => [...cardKeys.all, 'list'] as const,
  list: (filters: CardListFilters) => [...cardKeys.lists(), filters] as const,
  details: () => [...cardKeys.all, 'detail'] as const,
  detail: (cardId: string) => [...cardKeys.details(), cardId] as const,
};

/** A new card as the app asks for it: the amount in cents (the wire's USD is made here). */
export type NewCardRequest = Omit<CreateCardInput, 'amount'> & { amount: Cents };
/**
 * A settings change as the app makes it: limits in cents; `null` clears the spending limit.
 * Categories are the contract's (a preset or a transaction's lock checks one first: isMerchantCategory).
 */
export type CardSettingsPatch = Omit<UpdateCardInput, 'spending_limit' | 'auto_freeze_at'> & {
  spending_limit?: Cents | null | undefined;
  auto_freeze_at?: Cents | undefined;
};

export const cardsApi = {
  /** At most the page asked for, whatever the service sends (asked-page.ts, issue #47). */
  list: (filters: CardListFilters = {}, signal?: AbortSignal) =>
    send(
      ops.listCards,
      { query: filters },
      { signal, reader: askedPage(ops.listCards.reader, filters, CARDS_PER_PAGE_DEFAULT) },
    ),
  get: (cardId: string, signal?: AbortSignal) =>
    send(ops.getCard, { params: { id: cardId } }, { signal }),
  /** PAN and CVV: call on an explicit action only; never put the result in a cache or storage. */
  details: (cardId: string) => send(ops.getCardDetails, { params: { id: cardId } }),
  create: write(
    ops.createCard,
    (input: NewCardRequest) => ({ body: { ...input, amount: wireUsd(input.amount) } }),
    ops.createCardAnswer,
  ),
  update: write(
    ops.updateCard,
    ({ cardId, patch }: { cardId: string; patch: CardSettingsPatch }) => ({
      params: { id: cardId },
      body: {
        ...patch,
        ...('spending_limit' in patch
          ? { spending_limit: wireUsdOrNull(patch.spending_limit) }
          : {}),
        ...('auto_freeze_at' in patch
          ? { auto_freeze_at: wireUsdOrNull(patch.auto_freeze_at) }
          : {}),
      },
    }),
  ),
  freeze: write(ops.freezeCard, ({ cardId }: { cardId: string }) => ({ params: { id: cardId } })),
  unfreeze: write(ops.unfreezeCard, ({ cardId }: { cardId: string }) => ({
    params: { id: cardId },
  })),
  terminate: write(ops.terminateCard, ({ cardId }: { cardId: string }) => ({
    params: { id: cardId },
  })),
  fund: write(ops.fundCard, ({ cardId, amount }: { cardId: string; amount: Cents }) => ({
    params: { id: cardId },
    body: { amount: wireUsd(amount) },
  })),
  withdraw: write(
    ops.withdrawFromCard,
    ({ cardId, amount }: { cardId: string; amount: Cents }) => ({
      params: { id: cardId },
      body: { amount: wireUsd(amount) },
    }),
    ops.withdrawAnswer,
  ),
};

export const cardQueries = {
  list: (filters: CardListFilters = {}) =>
    queryOptions({
      queryKey: cardKeys.list(filters),
      queryFn: ({ signal }) => cardsApi.list(filters, signal),
      placeholderData: (previous) => previous,
    }),
  /**
   * Every card, a page of PER_PAGE_MAX at a time up to 1,000 cards (the command menu finds any of
   * them by label or last four; a request per page counts against the rate limit). Shaped as one page, under `lists()`: invalidations and the list's optimistic freeze
   * cover it.
   */
  every: () =>
    queryOptions({
      queryKey: [...cardKeys.lists(), 'every'] as const,
      queryFn: async ({ signal }): Promise<CardPage> => {
        const filters = { sort: 'created_at', order: 'desc', per_page: PER_PAGE_MAX } as const;
        const first = await cardsApi.list({ ...filters, page: 1 }, signal);
        const pages = Math.min(10, Math.ceil(first.pagination.total / PER_PAGE_MAX));
        const rest = await Promise.all(
          Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
            cardsApi.list({ ...filters, page: i + 2 }, signal),
          ),
        );
        const data = [first, ...rest].flatMap((page) => page.data);
        return { data, pagination: { page: 1, per_page: data.length, total: data.length } };
      },
    }),
  detail: (cardId: string) =>
    queryOptions({
      queryKey: cardKeys.detail(cardId),
      queryFn: ({ signal }) => cardsApi.get(cardId, signal),
    }),
};

/**
 * The summaries of the listed cards that still have rules (not terminated), by id: the list item
 * carries no settings (spec), so a list showing each card's rules asks for each (decision 030).
 * `pending` while any is still on its way: a list shows its rows once their rules are known, as
 * rules arriving under rows already shown moved the page (layout shift 0.02 on /cards, #33).
 */
export function useCardSummaries(cards: ReadonlyArray<{ id: string; status: string }>) {
  const live = cards.filter((card) => card.status !== 'terminated');
  return useQueries({
    queries: live.map((card) => cardQueries.detail(card.id)),
    combine: (results) => {
      const byId: Record<string, CardSummary> = {};
      for (const result of results) if (result.data) byId[result.data.id] = result.data;
      return { byId, pending: results.some((result) => result.isPending) };
    },
  });
}

/** Anything that moves money touches cards, the wallet and the transaction list. */
export const moneyKeys = [cardKeys.all, walletKeys.all, transactionKeys.all] as const;

// Each action declares what it makes stale; the app's MutationCache invalidates it (api/invalidates.ts).
export const useCreateCard = () =>
  useMutation({ mutationFn: cardsApi.create, meta: { invalidates: moneyKeys } });

/**
 * `onSaved` runs with the mutation itself, not with the component that called `mutate`: a settings
 * form keyed on the card's settings remounts as soon as the new card is in the cache, and a
 * callback given to `mutate` would then never run (no "saved" confirmation).
 */
export function useUpdateCard(options: { onSaved?: (card: CardSummary) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cardsApi.update,
    meta: { invalidates: [cardKeys.all] },
    onSuccess: (card: CardSummary) => {
      queryClient.setQueryData(cardKeys.detail(card.id), card);
      options.onSaved?.(card);
    },
  });
}

/**
 * A freeze or unfreeze changes one card: the lists and that card's summary are stale, not every
 * listed card's summary (with 100 cards on a page, a freeze refetched 100 summaries).
 */
const thisCard = (variables: unknown) => [
  cardKeys.lists(),
  cardKeys.detail((variables as { cardId: string }).cardId),
];

export const useFreezeCard = () =>
  useMutation({ mutationFn: cardsApi.freeze, meta: { invalidates: thisCard } });

export const useUnfreezeCard = () =>
  useMutation({ mutationFn: cardsApi.unfreeze, meta: { invalidates: thisCard } });

export const useTerminateCard = () =>
  useMutation({ mutationFn: cardsApi.terminate, meta: { invalidates: moneyKeys } });

export const useFundCard = () =>
  useMutation({ mutationFn: cardsApi.fund, meta: { invalidates: moneyKeys } });

export const useWithdrawCard = () =>
  useMutation({ mutationFn: cardsApi.withdraw, meta: { invalidates: moneyKeys } });

export type CardPage = Awaited<ReturnType<typeof cardsApi.list>>;
