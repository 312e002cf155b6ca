import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/toaster';
import type { ChallengeSummary } from '../../contract/three-ds';
import { formatCents } from '../../lib/money';

const NOTIFY_KEY = 'vcs.notify3ds';

export function notificationsWanted(): boolean {
  try {
    return localStorage.getItem(NOTIFY_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setNotificationsWanted(on: boolean) {
  try {
    if (on) localStorage.setItem(NOTIFY_KEY, 'on');
    else localStorage.removeItem(NOTIFY_KEY);
  } catch {
    // the choice lasts for this page only
  }
}

/**
 * Announces challenges that appear while the app is open: an in-app alert and, if the user opted
 * in, a browser notification. Neither ever contains the one-time code.
 *
 * On the inbox itself the new challenge is on the screen already: a toast there only covered it
 * (a phone's full-width toast sat on the challenge card, issue #29). There `announce` is given
 * and says it instead, for a screen reader's live region.
 */
export function useChallengeAlerts(
  pending: ChallengeSummary[] | undefined,
  onOpen: () => void,
  announce?: (news: string) => void,
) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!pending) return;
    if (seen.current === null) {
      seen.current = new Set(pending.map((c) => c.id)); // what was there at start is not news
      return;
    }
    for (const challenge of pending) {
      if (seen.current.has(challenge.id)) continue;
      seen.current.add(challenge.id);
      const merchant = challenge.merchant;
      const amount = formatCents(challenge.amount);
      const title = t`3-D Secure code requested`;
      const description = t`${merchant} asks for a 3-D Secure code for ${amount}.`;
      if (announce) announce(`${title}: ${description}`);
      else
        toast.info(title, {
          description,
          action: { label: t`Open inbox`, onClick: onOpen },
          duration: 10_000,
        });
      if (
        notificationsWanted() &&
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted'
      ) {
        new Notification(title, {
          body: t`${merchant} asks for a 3-D Secure code for ${amount}. Open Virtual Cards to see the code.`,
          tag: challenge.id,
        });
      }
    }
  }, [pending, onOpen, announce]);
}
