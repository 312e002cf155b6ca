import { useMutation } from '@tanstack/react-query';
import * as wire from './wire-sandbox-readers.gen';
import type { WebhookEvent } from '../contract/webhooks';
import { write } from './idempotency';
import { sandboxKeys } from './sandbox';

/** Resend a delivery, send an example (sandbox only, decision 021): each adds one to the log. */
export const webhookToolsApi = {
  resend: write(
    wire.resendDelivery,
    ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) => ({
      params: { id: webhookId, delivery_id: deliveryId },
    }),
  ),
  sendExample: write(
    wire.sendExampleEvent,
    ({ webhookId, type }: { webhookId: string; type: WebhookEvent }) => ({
      params: { id: webhookId },
      body: { type },
    }),
  ),
};

function useDeliveryAction<V extends object, R>(fn: (v: V) => Promise<R>) {
  return useMutation({
    mutationFn: fn,
    // The delivery log says what happened beside the button (decision 021).
    meta: { inlineErrors: true, invalidates: [sandboxKeys.deliveries()] },
  });
}

export const useResendDelivery = () => useDeliveryAction(webhookToolsApi.resend);
export const useSendExample = () => useDeliveryAction(webhookToolsApi.sendExample);
