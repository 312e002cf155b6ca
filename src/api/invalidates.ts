import type { Mutation, MutationFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * What an action says about itself (`useMutation({ meta })`), read once by the app's MutationCache
 * (app/provider.tsx) instead of an `onSettled` per hook (issue #30, decision 006).
 */
export type ActionMeta = {
  /** The component shows the error itself: no toast. */
  inlineErrors?: boolean;
  /**
   * The cached answers this action makes stale, as key prefixes (`cardKeys.all` covers every card
   * list and detail). Marked stale when it settles, failed or not: a refused action may still have
   * changed something (a timeout after the service applied it). No declaration invalidates nothing.
   * A function of the action's variables when it changes one record: a freeze makes one card's
   * summary stale, not every listed card's (each one a request; issue #35).
   */
  invalidates?: readonly QueryKey[] | ((variables: unknown) => readonly QueryKey[]);
};

/** Every cached answer (a key prefix that matches all): for actions that can change anything. */
export const EVERY_QUERY: readonly QueryKey[] = [[]];

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ActionMeta;
  }
}

/**
 * The MutationCache's `onSettled`: invalidates the settled action's declared keys. Returning the
 * promise makes the action stay pending until the active queries have refetched, as each hook's
 * own `onSettled` did (a dialog closes on fresh numbers).
 */
export function invalidateDeclared(
  _data: unknown,
  _error: unknown,
  variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
  { client }: MutationFunctionContext,
): Promise<unknown> | undefined {
  const declared = mutation.meta?.invalidates;
  const keys = typeof declared === 'function' ? declared(variables) : declared;
  if (!keys?.length) return undefined;
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
