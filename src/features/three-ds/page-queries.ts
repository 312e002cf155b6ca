import { cardQueries } from '../../api/cards';
import { threeDsQueries } from '../../api/three-ds';
import { CHALLENGE_STATUSES } from '../../contract/fields';
import { PER_PAGE_MAX } from '../../contract/limits';
import { urlChoice, urlPattern, urlViewParser } from '../../lib/url-view';

/** The inbox's filters in the URL: a card, and a status for the history. */
export const challengeView = urlViewParser({
  card_id: urlPattern(/^[\w-]{1,64}$/),
  status: urlChoice(CHALLENGE_STATUSES),
});

/**
 * What the 3-D Secure inbox asks first for the filters in its URL, for the page and for the
 * route's prefetch (app/routes/three-ds.data.ts): one call, the same keys (decision 035).
 */
export const threeDsPageQueries = ({
  card_id: cardId,
  status,
}: ReturnType<typeof challengeView>) => ({
  pending: threeDsQueries.list(
    { status: 'pending', ...(cardId ? { card_id: cardId } : {}) },
    { pollMs: 3000 },
  ),
  history: threeDsQueries.list(
    { ...(cardId ? { card_id: cardId } : {}), ...(status ? { status } : {}) },
    { pollMs: 10_000 },
  ),
  cards: cardQueries.list({ per_page: PER_PAGE_MAX }),
});
