import { useCallback, useEffect, useState } from 'react';
import { cardsApi } from '../../api/cards';
import { errorMessage, isApiError } from '../../api/errors';
import type { CardDetails } from '../../contract/cards';

export const REVEAL_SECONDS = 30;
export const REVEALS_PER_MINUTE = 30;

/** When details were fetched (this page load only, in memory): to show what is left of 30/minute. */
const revealLog: number[] = [];
function revealsLeft(now: number) {
  while (revealLog.length && revealLog[0]! <= now - 60_000) revealLog.shift();
  return Math.max(0, REVEALS_PER_MINUTE - revealLog.length);
}

type State =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'shown'; details: CardDetails; hideAt: number }
  | { status: 'error'; message: string };

/**
 * Card details on an explicit click only. They live in this hook's state — never in the query
 * cache or any storage — and are dropped after 30 s, when the tab is hidden, or on unmount.
 */
export function useCardReveal(cardId: string) {
  const [state, setState] = useState<State>({ status: 'hidden' });
  const [now, setNow] = useState(() => Date.now());
  const [retryAt, setRetryAt] = useState<number | null>(null);

  const hide = useCallback(() => setState({ status: 'hidden' }), []);

  const reveal = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const details = await cardsApi.details(cardId);
      const shownAt = Date.now();
      revealLog.push(shownAt);
      setNow(shownAt);
      setState({ status: 'shown', details, hideAt: shownAt + REVEAL_SECONDS * 1000 });
    } catch (error) {
      if (isApiError(error) && error.isRateLimited)
        setRetryAt(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
      setState({ status: 'error', message: errorMessage(error) });
    }
  }, [cardId]);

  const ticking = state.status === 'shown' || retryAt !== null;
  // A clock for the countdowns: auto-hide after 30 seconds; clear the rate-limit wait when it ends.
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      setState((s) => (s.status === 'shown' && t >= s.hideAt ? { status: 'hidden' } : s));
      setRetryAt((r) => (r !== null && t >= r ? null : r));
    }, 250);
    return () => clearInterval(timer);
  }, [ticking]);

  // Hidden tab: hide the details.
  useEffect(() => {
    if (state.status !== 'shown') return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setState({ status: 'hidden' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [state.status]);

  // A different card: start hidden.
  useEffect(() => hide, [cardId, hide]);

  return {
    state,
    reveal,
    hide,
    secondsLeft: state.status === 'shown' ? Math.max(0, Math.ceil((state.hideAt - now) / 1000)) : 0,
    revealsLeft: revealsLeft(now),
    retryInSeconds: retryAt === null ? null : Math.max(0, Math.ceil((retryAt - now) / 1000)),
  };
}
