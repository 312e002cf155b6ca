import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaultState, SetFaultsBody } from '../contract/sandbox-faults';
import * as ops from './wire-sandbox-readers.gen';
import { write } from './idempotency';
import { send } from './send';

/** Faults on request (decision 024): only the demo and sandbox servers answer these. */
export { FAULTS, FAULT_COUNT_MAX, type Fault, type FaultState } from '../contract/sandbox-faults';

export const faultsApi = {
  get: (signal?: AbortSignal) => send(ops.getFaults, {}, { signal }),
  set: write(ops.setFaults, (body: SetFaultsBody) => ({ body })),
  clear: write(ops.clearFaults, (_: object) => ({})),
};

export const faultKeys = { all: ['sandbox-faults'] as const };

export const faultQueries = {
  /** Read again every 2 s while faults are left: the pages' requests use them up. */
  state: () =>
    queryOptions({
      queryKey: faultKeys.all,
      queryFn: ({ signal }) => faultsApi.get(signal),
      refetchInterval: (query) => ((query.state.data?.remaining ?? 0) > 0 ? 2000 : false),
    }),
};

function useFaultAction<V extends object>(fn: (v: V) => Promise<FaultState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Said inside the panel (panel-section.tsx), like the simulator's actions.
    meta: { inlineErrors: true },
    onSuccess: (state) => queryClient.setQueryData(faultKeys.all, state),
  });
}

export const useSetFaults = () => useFaultAction(faultsApi.set);
export const useClearFaults = () => useFaultAction(faultsApi.clear);
