import * as z from 'zod/mini';
import { challengeIdParam, idSchema } from './ids';
import { named } from './named';
import { CHALLENGE_STATUSES } from './fields';
export { CHALLENGE_STATUSES };
import { timestampSchema, usdSchema } from './common';
import { operation, type QueryOf } from './operation';
import { queryText } from './request-fields';

export const challengeStatusSchema = z.enum(CHALLENGE_STATUSES);
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>;

export const challengeSchema = z.looseObject({
  id: idSchema('3ds'),
  card_id: idSchema('card'),
  merchant: z.string(),
  amount: usdSchema,
  /**
   * Present on `GET /3ds/{id}` until the challenge expires (absent after: decision 002); the
   * client strips it from list results before caching.
   */
  otp: z.optional(z.string().check(z.regex(/^\d{4,8}$/, 'a numeric one-time code'))),
  status: challengeStatusSchema,
  expires_at: timestampSchema,
  created_at: timestampSchema,
  currency: z.optional(z.string()),
  transaction_id: z.optional(z.nullable(z.string())),
  completed_at: z.optional(z.nullable(timestampSchema)),
});
named('Challenge', challengeSchema);
export type Challenge = z.infer<typeof challengeSchema>;
/** A challenge as cached by the client: never with its one-time code. */
export const challengeSummarySchema = z.omit(challengeSchema, { otp: true });
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

export const threeDsOperations = {
  listChallenges: operation()({
    method: 'get',
    path: '/3ds',
    summary: '3DS challenges (without their codes), pending first',
    tag: '3D Secure',
    query: z.object({
      card_id: z.optional(queryText),
      status: z.optional(challengeStatusSchema),
    }),
    response: { list: challengeSchema },
    errors: [],
  }),
  getChallenge: operation()({
    method: 'get',
    path: '/3ds/:id',
    params: { id: challengeIdParam },
    summary: 'A challenge with its one-time code (none once it expired)',
    tag: '3D Secure',
    response: { one: challengeSchema },
    errors: ['challenge_not_found'],
  }),
};

/** The challenge list's filters as a client writes them, inferred (decision 034). */
export type ChallengeFilters = QueryOf<(typeof threeDsOperations)['listChallenges']>;
