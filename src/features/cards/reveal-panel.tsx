import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CardSummary } from '../../contract/cards';
import { RATE_LIMITS } from '../../contract/limits';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { RevealDetails } from './reveal-details';
import {
  REVEAL_SECONDS,
  WARN_SECONDS,
  useCardReveal,
  type RevealAnnouncement,
} from './use-card-reveal';

/** The reveal of a live card's details; the detail page leaves it out for a terminated card. */
export function RevealPanel({
  card,
  revealNow = false,
  asked = 0,
}: {
  card: CardSummary;
  /** Reveal once on arrival: the person asked for it elsewhere (the command menu's action). */
  revealNow?: boolean;
  /** Times "Show details" was pressed at the page's top: each brings this panel into view. */
  asked?: number;
}) {
  const { t } = useLingui();
  const { state, reveal, hide, keepShown, keepShownLeft, announcement, ...counts } = useCardReveal(
    card.id,
  );
  const { secondsLeft, revealsLeft, retryInSeconds, wipe } = counts;
  const perMinute = RATE_LIMITS.detailsPerMinute;
  // The one live region of the reveal: its words change only at 30 s, 10 s and 0 s (013).
  const announcementText: Record<RevealAnnouncement, string> = {
    none: '',
    shown: t`Card details shown. They hide in ${REVEAL_SECONDS} seconds.`,
    ending:
      keepShownLeft > 0
        ? t`Card details hide in ${WARN_SECONDS} seconds. Choose Keep shown to keep them longer.`
        : t`Card details hide in ${WARN_SECONDS} seconds.`,
    hidden: t`Card details hidden.`,
  };
  const revealed = useRef(false);
  // "Hide now" unmounts itself: focus goes on to the reveal button, not to the page's start.
  const section = useRef<HTMLElement>(null);
  const focusAfterHide = useRef(false);
  const hideNow = () => {
    focusAfterHide.current = true;
    hide();
  };
  useEffect(() => {
    if (state.status === 'shown' || !focusAfterHide.current) return;
    focusAfterHide.current = false;
    section.current?.querySelector('button')?.focus();
  }, [state.status]);
  // "Show details" (card-detail-body.tsx): each press reveals the details if they can be (else
  // this panel says why not) and brings the panel into view.
  const canReveal =
    state.status !== 'shown' &&
    state.status !== 'loading' &&
    retryInSeconds === null &&
    revealsLeft > 0;
  const answered = useRef(0);
  useEffect(() => {
    if (asked === answered.current) return;
    answered.current = asked;
    if (canReveal) void reveal();
    section.current?.scrollIntoView({ block: 'nearest' });
  }, [asked, canReveal, reveal]);
  useEffect(() => {
    if (!revealNow || revealed.current || revealsLeft === 0) return;
    revealed.current = true;
    void reveal();
  }, [revealNow, reveal, revealsLeft]);
  return (
    <section
      ref={section}
      // The last clipboard wipe's outcome (cleared, untouched, skipped, …): what a test waits on
      // to know the wipe has finished, instead of a delay (issue #46).
      data-clipboard-wipe={wipe ?? undefined}
      aria-labelledby="reveal-heading"
      className="space-y-3 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reveal-heading" className="text-lg font-semibold">
          <Trans>Card details</Trans>
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <Trans>
            {revealsLeft} of {perMinute} reveals left this minute
          </Trans>
        </p>
      </div>
      <p id="reveal-announcer" role="status" className="sr-only">
        {announcementText[announcement]}
      </p>
      {state.status === 'shown' ? (
        // The details rise into place as they come (issue #48 item 16), unless reduced motion is asked for.
        <div className="motion-safe:animate-rise-in">
          <RevealDetails
            details={state.details}
            secondsLeft={secondsLeft}
            keepShownLeft={keepShownLeft}
            onKeepShown={keepShown}
            onHide={hideNow}
          />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              The full number, CVV and billing address are shown for {REVEAL_SECONDS} seconds, then
              hidden again. They hide too when you leave this page or tab.
            </Trans>
          </p>
          {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
          {retryInSeconds !== null && (
            <p className="text-sm font-medium text-amber-700 dark:text-amber-300">
              <Trans>Next reveal possible in {retryInSeconds} s.</Trans>
            </p>
          )}
          <Button
            onClick={() => void reveal()}
            busy={state.status === 'loading'}
            disabled={retryInSeconds !== null || revealsLeft === 0}
          >
            <Trans>Reveal card details</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
