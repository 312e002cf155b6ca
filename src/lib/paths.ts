import { DEPOSIT_NEED_PARAM } from './deposit-need';

/**
 * Every in-app URL, built in one place: pages link with `paths.card(id)`, never a hand-written
 * string (ESLint refuses literal URLs in `to=` and `navigate()` in features and app).
 */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** What a card page opens with when another place sent the person there to do it (command menu). */
export type CardIntent = 'fund' | 'reveal';

export const paths = {
  overview: '/',
  welcome: '/welcome',
  /** Sign-in, coming back to `next` afterwards. */
  signIn: (next?: string) => withQuery('/sign-in', { next }),
  settings: '/settings',
  cards: '/cards',
  card: (cardId: string) => `/cards/${encodeURIComponent(cardId)}`,
  /** A new card with everything on this one, then this one ended (decision 044). */
  replaceCard: (cardId: string) => `/cards/${encodeURIComponent(cardId)}/replace`,
  transactions: (filters: { card_id?: string; txn?: string } = {}) =>
    withQuery('/transactions', filters),
  /** A printable problem report for one transaction (decision 029). */
  transactionReport: (txnId: string) => `/transactions/${encodeURIComponent(txnId)}/report`,
  deposits: '/deposits',
  /** Deposits, asked to cover `cents` the wallet lacks (lib/deposit-need.ts). */
  depositsFor: (cents: number) => withQuery('/deposits', { [DEPOSIT_NEED_PARAM]: String(cents) }),
  threeDs: '/3ds',
  webhooks: '/webhooks',
} as const;
