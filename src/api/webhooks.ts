import { queryOptions, useMutation } from '@tanstack/react-query';
import { send } from './send';
import * as wire from './wire-readers.gen';
import { write } from './idempotency';
import type { CreateWebhookInput, WebhookSummary } from '../contract/webhooks';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
};

export const webhooksApi = {
  /** Secrets are dropped from the list: a secret is shown once, right after registration. */
  list: async (signal?: AbortSignal): Promise<WebhookSummary[]> => {
    const hooks = await send(wire.listWebhooks, {}, { signal, reader: wire.webhookList });
    return hooks.map(({ secret: _secret, ...rest }) => rest as WebhookSummary);
  },
  create: write(wire.registerWebhook, (input: CreateWebhookInput) => ({
    body: input,
  })),
  remove: write(
    wire.deleteWebhook,
    ({ webhookId }: { webhookId: string }) => ({ params: { id: webhookId } }),
    wire.deleteWebhookResult,
  ),
};

export const webhookQueries = {
  list: () =>
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: ({ signal }) => webhooksApi.list(signal),
    }),
};

export const useCreateWebhook = () =>
  useMutation({
    mutationFn: webhooksApi.create,
    // The registration (with its secret) lives only as long as the component shows it.
    gcTime: 0,
    meta: { invalidates: [webhookKeys.all] },
  });

export const useDeleteWebhook = () =>
  useMutation({ mutationFn: webhooksApi.remove, meta: { invalidates: [webhookKeys.all] } });
