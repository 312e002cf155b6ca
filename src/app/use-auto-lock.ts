import { useEffect } from 'react';
import { readAutoLockMinutes, sessionStore } from '../lib/session';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Signs out after the configured minutes without activity (Settings → Session; 0 = never). */
export function useAutoLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const minutes = readAutoLockMinutes();
    if (minutes === 0) return;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    for (const event of ACTIVITY) addEventListener(event, touch, { passive: true });
    const check = () => {
      if (Date.now() - last >= minutes * 60_000) sessionStore.signOut('locked');
    };
    const timer = setInterval(check, 15_000);
    document.addEventListener('visibilitychange', check);
    return () => {
      for (const event of ACTIVITY) removeEventListener(event, touch);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [active]);
}
