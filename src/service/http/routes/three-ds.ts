import { z } from 'zod';
import { CHALLENGE_STATUSES, challengeSchema } from '../../../contract/three-ds';
import { challengeOtp, getChallenge } from '../../domain/three-ds';
import { challengeView } from '../views/transactions';
import { compareText } from '../../runtime';
import { route } from '../route';
import { queryText } from '../validation';

const pendingFirst = (status: string) => (status === 'pending' ? 0 : 1);

export const threeDsRoutes = [
  route({
    operationId: 'listChallenges',
    method: 'get',
    path: '/3ds',
    summary: '3DS challenges (without their codes), pending first',
    tag: '3D Secure',
    query: z.object({
      card_id: queryText.optional(),
      status: z.enum(CHALLENGE_STATUSES).optional(),
    }),
    response: { list: challengeSchema },
    handle: ({ ctx, query }) => {
      const rows = ctx.account.challenges
        .filter(
          (ch) =>
            (!query.card_id || ch.cardId === query.card_id) &&
            (!query.status || ch.status === query.status),
        )
        .reverse()
        .sort(
          (a, b) =>
            pendingFirst(a.status) - pendingFirst(b.status) ||
            compareText(b.createdAt, a.createdAt),
        );
      return { data: rows.map(challengeView) };
    },
  }),
  route({
    operationId: 'getChallenge',
    method: 'get',
    path: '/3ds/:id',
    summary: 'A challenge with its one-time code',
    tag: '3D Secure',
    response: { one: challengeSchema },
    handle: ({ ctx, params }) => {
      const challenge = getChallenge(ctx, params.id!);
      return { ...challengeView(challenge), otp: challengeOtp(ctx, challenge) };
    },
  }),
];
