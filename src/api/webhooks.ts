import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './client';
import { write } from './idempotency';
import {
  deleteWebhookResultSchema,
  webhookListSchema,
  webhookSchema,
  type CreateWebhookInput,
  type WebhookSummary,
} from '../contract/webhooks';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
};

export const webhooksApi = {
  /** Secrets are dropped from the list: a secret is shown once, right after registration. */
  list: async (signal?: AbortSignal): Promise<WebhookSummary[]> => {
    const hooks = await apiClient.request(webhookListSchema, { path: '/webhooks', signal });
    return hooks.map(({ secret: _secret, ...rest }) => rest as WebhookSummary);
  },
  create: write(webhookSchema, (input: CreateWebhookInput) => ({
    method: 'POST',
    path: '/webhooks',
    body: input,
  })),
  remove: write(deleteWebhookResultSchema, ({ webhookId }: { webhookId: string }) => ({
    method: 'DELETE',
    path: `/webhooks/${encodeURIComponent(webhookId)}`,
  })),
};

export const webhookQueries = {
  list: () =>
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: ({ signal }) => webhooksApi.list(signal),
    }),
};

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: webhooksApi.create,
    // The registration (with its secret) lives only as long as the component shows it.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: webhooksApi.remove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
