import { queryOptions, useMutation } from '@tanstack/react-query';
import * as ops from './wire-sandbox-readers.gen';
import type { WebhookEvent } from '../contract/webhooks';
import type { TriggerBody } from '../contract/sandbox-tools';
import { write, type WithIdempotency } from './idempotency';
import { EVERY_QUERY } from './invalidates';
import { send } from './send';
import { sandboxClockQuery, sandboxToolKeys } from './sandbox-tool-keys';

/** The sandbox's tools for integrators (issue #31, decision 020): the clock, scenarios, triggers. */
export const sandboxToolsApi = {
  scenarios: (signal?: AbortSignal) => send(ops.listScenarios, {}, { signal }),
  /** The account's last requests, newest first (decision 040). */
  requests: (signal?: AbortSignal) => send(ops.listRequests, {}, { signal }),
  advance: write(ops.advanceClock, ({ seconds }: { seconds: number }) => ({ body: { seconds } })),
  loadScenario: write(ops.loadScenario, ({ id }: { id: string }) => ({ params: { id } })),
  newScenarioAccount: write(ops.createScenarioAccount, ({ id }: { id: string }) => ({
    params: { id },
  })),
  trigger: write(
    ops.triggerEvent,
    ({ type, body }: { type: WebhookEvent; body?: TriggerBody }) => ({
      params: { type },
      ...(body ? { body } : {}),
    }),
  ),
};

export { sandboxToolKeys };

export const sandboxToolQueries = {
  /** Declared once, beside the keys: the service's time reads it too (use-service-now.ts). */
  clock: sandboxClockQuery,
  scenarios: () =>
    queryOptions({
      queryKey: sandboxToolKeys.scenarios(),
      queryFn: ({ signal }) => sandboxToolsApi.scenarios(signal),
      staleTime: Infinity,
    }),
  requests: () =>
    queryOptions({
      queryKey: sandboxToolKeys.requests(),
      queryFn: ({ signal }) => sandboxToolsApi.requests(signal),
    }),
};

/**
 * Moving the clock, loading a scenario or triggering an event can change anything the account
 * holds: every answer is read again (declared, app/provider.tsx acts on it).
 */
function useTool<V extends WithIdempotency & object, R>(fn: (v: V) => Promise<R>) {
  return useMutation({
    mutationFn: fn,
    // The panel says what failed inside itself: a toast would sit under its modal sheet.
    meta: { inlineErrors: true, invalidates: EVERY_QUERY },
  });
}

export const useAdvanceClock = () => useTool(sandboxToolsApi.advance);
export const useLoadScenario = () => useTool(sandboxToolsApi.loadScenario);
export const useTriggerEvent = () => useTool(sandboxToolsApi.trigger);
/** A new account: nothing of the signed-in one changes, so nothing is refetched. */
export const useNewScenarioAccount = () =>
  useMutation({ mutationFn: sandboxToolsApi.newScenarioAccount, meta: { inlineErrors: true } });
