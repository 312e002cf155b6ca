import { useCallback, useEffect, useReducer, useState } from 'react';
import { cardsApi } from '../../api/cards';
import { errorMessage, isApiError } from '../../api/errors';
import type { CardDetails } from '../../contract/cards';
import { RATE_LIMITS } from '../../contract/limits';
import { sessionStore } from '../../lib/session';
import { wipeCopied, type WipeOutcome } from './clipboard-wipe';

export const REVEAL_SECONDS = 30;
/** WCAG 2.2.1: "Keep shown" may add time this many times per reveal (decision 013). */
export const KEEP_SHOWN_TIMES = 10;
/** Screen readers hear the countdown at 30 s, at this many seconds, and at 0 (WCAG 4.1.3). */
export const WARN_SECONDS = 10;

/**
 * When details were fetched (this page load only, in memory): to show what is left of the service's
 * limit a minute (RATE_LIMITS, the one declaration: issue #49 item 5). The limit is the account's,
 * so is the log: a sign-out or a switch to another account in this tab starts a new one.
 */
const revealLog: number[] = [];
sessionStore.onSeedChange(() => {
  revealLog.length = 0;
});
function revealsLeft(now: number) {
  while (revealLog.length && revealLog[0]! <= now - 60_000) revealLog.shift();
  return Math.max(0, RATE_LIMITS.detailsPerMinute - revealLog.length);
}

type State =
  /** `after`: hidden after being shown, so "Card details hidden" is said. */
  | { status: 'hidden'; after?: true }
  | { status: 'loading' }
  | { status: 'shown'; details: CardDetails; hideAt: number; kept: number }
  | { status: 'error'; message: string };

/** What the live region says: it changes only at 30 s, 10 s and 0 s (decision 013). */
export type RevealAnnouncement = 'none' | 'shown' | 'ending' | 'hidden';

const HIDDEN: State = { status: 'hidden' };
const HIDDEN_AFTER: State = { status: 'hidden', after: true };
const hideShown = (s: State): State => (s.status === 'shown' ? HIDDEN_AFTER : s);

/**
 * Card details on an explicit click only. They live in this hook's state — never in the query
 * cache or any storage — and are dropped after 30 s (unless kept shown), when the tab is hidden,
 * or on unmount; then a number copied from them leaves the clipboard (decision 013).
 */
export function useCardReveal(cardId: string) {
  const [state, setState] = useState<State>(HIDDEN);
  const [now, setNow] = useState(() => Date.now());
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const hide = useCallback(() => setState(hideShown), []);

  const keepShown = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setState((s) =>
      s.status === 'shown' && s.kept < KEEP_SHOWN_TIMES
        ? { ...s, hideAt: t + REVEAL_SECONDS * 1000, kept: s.kept + 1 }
        : s,
    );
  }, []);

  const reveal = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const details = await cardsApi.details(cardId);
      const shownAt = Date.now();
      revealLog.push(shownAt);
      setNow(shownAt);
      setState({ status: 'shown', details, hideAt: shownAt + REVEAL_SECONDS * 1000, kept: 0 });
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
      setState((s) => (s.status === 'shown' && t >= s.hideAt ? HIDDEN_AFTER : s));
      setRetryAt((r) => (r !== null && t >= r ? null : r));
    }, 250);
    return () => clearInterval(timer);
  }, [ticking]);

  // Hidden tab: hide the details.
  useEffect(() => {
    if (state.status !== 'shown') return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setState(hideShown);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [state.status]);

  // A different card: start hidden.
  useEffect(() => hide, [cardId, hide]);

  // Leaving the shown state (any way, unmount included): wipe what was copied from it. How the
  // last wipe ended is kept, for the panel to show as an attribute: a wipe reads the clipboard
  // asynchronously, and a test waits on its outcome instead of on the clock (issue #46).
  const shown = state.status === 'shown';
  const [wipe, setWipe] = useState<WipeOutcome | null>(null);
  useEffect(() => {
    if (shown) return () => void wipeCopied().then(setWipe);
  }, [shown]);

  // Once hidden, render once more: React keeps the previous render's state in the fiber's
  // alternate until the next render, and that state still held the details (decision 013).
  useEffect(() => {
    if (state === HIDDEN_AFTER) rerender();
  }, [state]);

  const secondsLeft =
    state.status === 'shown' ? Math.max(0, Math.ceil((state.hideAt - now) / 1000)) : 0;
  const announcement: RevealAnnouncement =
    state.status === 'shown'
      ? secondsLeft > WARN_SECONDS
        ? 'shown'
        : 'ending'
      : state.status === 'hidden' && state.after
        ? 'hidden'
        : 'none';

  return {
    state,
    reveal,
    hide,
    keepShown,
    keepShownLeft: state.status === 'shown' ? KEEP_SHOWN_TIMES - state.kept : 0,
    announcement,
    /** How the last wipe of the clipboard ended (null: none yet since this card was opened). */
    wipe,
    secondsLeft,
    revealsLeft: revealsLeft(now),
    retryInSeconds: retryAt === null ? null : Math.max(0, Math.ceil((retryAt - now) / 1000)),
  };
}
