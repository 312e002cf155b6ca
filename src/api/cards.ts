import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from './client';
import { keyFor, type WithIdempotency } from './idempotency';
import {
  cardDetailsSchema,
  cardListItemSchema,
  cardSummarySchema,
  createCardResultSchema,
  freezeResultSchema,
  fundResultSchema,
  terminateResultSchema,
  unfreezeResultSchema,
  withdrawResultSchema,
  type CardListFilters,
  type CardSummary,
  type CreateCardInput,
  type UpdateCardInput,
} from '../contract/cards';
import { bareOrWrapped, pageOf } from '../contract/common';
import { transactionKeys } from './transactions';
import { walletKeys } from './wallet';

const cardPageSchema = pageOf(cardListItemSchema);
// Create and withdraw answers are "not shown" in the spec: a provider may wrap them in `data`.
const createCardAnswer = bareOrWrapped(createCardResultSchema);
const withdrawAnswer = bareOrWrapped(withdrawResultSchema);
const id = (cardId: string) => encodeURIComponent(cardId);

export const cardKeys = {
  all: ['cards'] as const,
  lists: () => [...cardKeys.all, 'list'] as const,
  list: (filters: CardListFilters) => [...cardKeys.lists(), filters] as const,
  details: () => [...cardKeys.all, 'detail'] as const,
  detail: (cardId: string) => [...cardKeys.details(), cardId] as const,
};

export const cardsApi = {
  list: (filters: CardListFilters = {}, signal?: AbortSignal) =>
    apiClient.request(cardPageSchema, { path: '/cards', query: filters, signal }),
  get: (cardId: string, signal?: AbortSignal) =>
    apiClient.request(cardSummarySchema, { path: `/cards/${id(cardId)}`, signal }),
  /** PAN and CVV: call on an explicit action only; never put the result in a cache or storage. */
  details: (cardId: string) =>
    apiClient.request(cardDetailsSchema, { path: `/cards/${id(cardId)}/details` }),
  create: ({ idempotencyKey, ...input }: CreateCardInput & WithIdempotency) =>
    apiClient.request(createCardAnswer, {
      method: 'POST',
      path: '/cards',
      body: input,
      idempotencyKey,
    }),
  update: ({
    cardId,
    patch,
    idempotencyKey,
  }: { cardId: string; patch: UpdateCardInput } & WithIdempotency) =>
    apiClient.request(cardSummarySchema, {
      method: 'PATCH',
      path: `/cards/${id(cardId)}`,
      body: patch,
      idempotencyKey,
    }),
  freeze: ({ cardId, idempotencyKey }: { cardId: string } & WithIdempotency) =>
    apiClient.request(freezeResultSchema, {
      method: 'POST',
      path: `/cards/${id(cardId)}/freeze`,
      idempotencyKey,
    }),
  unfreeze: ({ cardId, idempotencyKey }: { cardId: string } & WithIdempotency) =>
    apiClient.request(unfreezeResultSchema, {
      method: 'POST',
      path: `/cards/${id(cardId)}/unfreeze`,
      idempotencyKey,
    }),
  terminate: ({ cardId, idempotencyKey }: { cardId: string } & WithIdempotency) =>
    apiClient.request(terminateResultSchema, {
      method: 'DELETE',
      path: `/cards/${id(cardId)}`,
      idempotencyKey,
    }),
  fund: ({
    cardId,
    amount,
    idempotencyKey,
  }: { cardId: string; amount: number } & WithIdempotency) =>
    apiClient.request(fundResultSchema, {
      method: 'POST',
      path: `/cards/${id(cardId)}/fund`,
      body: { amount },
      idempotencyKey,
    }),
  withdraw: ({
    cardId,
    amount,
    idempotencyKey,
  }: { cardId: string; amount: number } & WithIdempotency) =>
    apiClient.request(withdrawAnswer, {
      method: 'POST',
      path: `/cards/${id(cardId)}/withdraw`,
      body: { amount },
      idempotencyKey,
    }),
};

export const cardQueries = {
  list: (filters: CardListFilters = {}) =>
    queryOptions({
      queryKey: cardKeys.list(filters),
      queryFn: ({ signal }) => cardsApi.list(filters, signal),
      placeholderData: (previous) => previous,
    }),
  detail: (cardId: string) =>
    queryOptions({
      queryKey: cardKeys.detail(cardId),
      queryFn: ({ signal }) => cardsApi.get(cardId, signal),
    }),
};

/** Anything that moves money touches cards, the wallet and the transaction list. */
function invalidateMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cardKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  ]);
}

function withKey<V extends WithIdempotency & object, R>(
  fn: (v: V) => Promise<R>,
): (v: V) => Promise<R> {
  return (variables: V) => fn({ ...variables, idempotencyKey: keyFor(variables) });
}

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withKey(cardsApi.create),
    onSettled: () => invalidateMoney(queryClient),
  });
}

/**
 * `onSaved` runs with the mutation itself, not with the component that called `mutate`: a settings
 * form keyed on the card's settings remounts as soon as the new card is in the cache, and a
 * callback given to `mutate` would then never run (no "saved" confirmation).
 */
export function useUpdateCard(options: { onSaved?: (card: CardSummary) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withKey(cardsApi.update),
    onSuccess: (card: CardSummary) => {
      queryClient.setQueryData(cardKeys.detail(card.id), card);
      options.onSaved?.(card);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useFreezeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withKey(cardsApi.freeze),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useUnfreezeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withKey(cardsApi.unfreeze),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useTerminateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withKey(cardsApi.terminate),
    onSettled: () => invalidateMoney(queryClient),
  });
}

export function useFundCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withKey(cardsApi.fund),
    onSettled: () => invalidateMoney(queryClient),
  });
}

export function useWithdrawCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withKey(cardsApi.withdraw),
    onSettled: () => invalidateMoney(queryClient),
  });
}

export const cardListPageSchema = cardPageSchema;
export type CardPage = z.infer<typeof cardPageSchema>;
