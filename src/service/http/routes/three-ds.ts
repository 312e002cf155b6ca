import { challengeOtp, getChallenge } from '../../domain/three-ds';
import { challengeView } from '../views/transactions';
import { compareText } from '../../runtime';
import { implement, type Handlers } from '../implement';
import { threeDsOperations } from '../../../contract/three-ds';

const pendingFirst = (status: string) => (status === 'pending' ? 0 : 1);

export const threeDsRoutes = {
  listChallenges: implement(threeDsOperations.listChallenges, {
    readQuery: ({ card_id, status, ...unread }) => [{ cardId: card_id, status }, unread],
    handle: ({ ctx, query }) => {
      const rows = ctx.account.challenges
        .filter(
          (ch) =>
            (!query.cardId || ch.cardId === query.cardId) &&
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
  getChallenge: implement(threeDsOperations.getChallenge, {
    handle: ({ ctx, params }) => {
      const challenge = getChallenge(ctx, params.id);
      // An expired code can be used for nothing: it is not shown (decision 002, issue #47).
      if (challenge.status === 'expired') return challengeView(challenge);
      return { ...challengeView(challenge), otp: challengeOtp(ctx, challenge) };
    },
  }),
} satisfies Handlers<typeof threeDsOperations>;
