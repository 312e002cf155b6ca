import { useCallback, useEffect, useRef, useState } from 'react';
import { readAutoLockMinutes, sessionStore } from '../lib/session';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** How long before the lock the person is warned and can stay (WCAG 2.2.1 asks for 20 s at least). */
export const LOCK_WARNING_MS = 60_000;

/**
 * Signs out after the configured minutes without activity (Settings → Session; 0 = never), with a
 * warning a minute before (`warning` true) that `stay()` answers by starting the count again
 * (WCAG 2.2.1 Timing adjustable, issue #27). While the warning shows, only `stay()` counts: the
 * warning is a modal dialog, and a key or click on the page behind it is not an answer to it.
 */
export function useAutoLock(active: boolean): { warning: boolean; stay: () => void } {
  const [warning, setWarning] = useState(false);
  const restart = useRef<() => void>(() => {});

  useEffect(() => {
    if (!active) return;
    const minutes = readAutoLockMinutes();
    if (minutes === 0) return;
    const limit = minutes * 60_000;
    // A reload goes on from the last activity this tab stored, not from zero (issue #29).
    let last = Math.min(Date.now(), sessionStore.lastActive() || Date.now());
    let stored = last;
    let warned = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Timers wait for the next moment that matters (warning, then lock); activity only moves
    // `last`, and a timer that fires early (activity since) just waits again.
    const check = () => {
      clearTimeout(timer);
      const idle = Date.now() - last;
      if (idle >= limit) {
        sessionStore.signOut('locked');
        return;
      }
      if (idle >= limit - LOCK_WARNING_MS && !warned) {
        warned = true;
        setWarning(true);
      }
      const next = warned ? limit - idle : limit - LOCK_WARNING_MS - idle;
      timer = setTimeout(check, next);
    };
    const touch = () => {
      if (warned) return;
      last = Date.now();
      // Stored at most every 5 s: enough for a reload to count on, few writes.
      if (last - stored > 5_000) {
        stored = last;
        sessionStore.touch();
      }
    };
    restart.current = () => {
      last = stored = Date.now();
      sessionStore.touch();
      warned = false;
      setWarning(false);
      check();
    };
    for (const event of ACTIVITY) addEventListener(event, touch, { passive: true });
    // A hidden tab's timers are slowed down: coming back, it locks at once if the time is up.
    document.addEventListener('visibilitychange', check);
    check();
    return () => {
      for (const event of ACTIVITY) removeEventListener(event, touch);
      document.removeEventListener('visibilitychange', check);
      clearTimeout(timer);
      restart.current = () => {};
      setWarning(false);
    };
  }, [active]);

  const stay = useCallback(() => restart.current(), []);
  return { warning, stay };
}
