import { queryOptions } from '@tanstack/react-query';
import { send } from './send';
import * as wire from './wire-readers.gen';
import type { Challenge, ChallengeFilters, ChallengeSummary } from '../contract/three-ds';

export const threeDsKeys = {
  all: ['3ds'] as const,
  list: (filters: ChallengeFilters) => [...threeDsKeys.all, 'list', filters] as const,
};

/** One-time codes are secrets: they never enter the query cache. */
function withoutOtp(challenge: Challenge): ChallengeSummary {
  const { otp: _otp, ...rest } = challenge;
  return rest as ChallengeSummary;
}

export const threeDsApi = {
  list: async (
    filters: ChallengeFilters = {},
    signal?: AbortSignal,
  ): Promise<{ data: ChallengeSummary[] }> => {
    const result = await send(wire.listChallenges, { query: filters }, { signal });
    return { data: result.data.map(withoutOtp) };
  },
  /** The challenge with its one-time code: on an explicit action only, kept in component state. */
  getWithOtp: (challengeId: string, signal?: AbortSignal) =>
    send(wire.getChallenge, { params: { id: challengeId } }, { signal }),
};

export const threeDsQueries = {
  list: (filters: ChallengeFilters = {}, options: { pollMs?: number } = {}) =>
    queryOptions({
      queryKey: threeDsKeys.list(filters),
      queryFn: ({ signal }) => threeDsApi.list(filters, signal),
      refetchInterval: options.pollMs ?? false,
    }),
};
