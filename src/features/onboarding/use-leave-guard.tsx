import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { setLeaveGuard, type HeldNavigation } from '../../lib/app-history';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

/**
 * While `active`, leaving the page is confirmed: the browser asks before a reload or close, and an
 * in-app link opens a dialog. Returns that dialog (or null) to render, and `release()` to call
 * before a navigation the page makes itself (it runs before the next render turns `active` off).
 */
export function useLeaveGuard(active: boolean) {
  const { t } = useLingui();
  const released = useRef(false);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(() => {
    released.current = false;
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    const unguard = setLeaveGuard({ blocks: () => !released.current, onHold: setHeld });
    return () => {
      window.removeEventListener('beforeunload', warn);
      unguard();
    };
  }, [active]);
  const release = () => {
    released.current = true;
  };
  if (!held) return { dialog: null, release };
  const dialog = (
    <Dialog
      open
      onClose={() => held.reset()}
      title={t`Leave without storing your seed?`}
      description={t`Your seed is the only way into this account and its card. It is not shown again once you leave.`}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => held.proceed()}>
          <Trans>Leave anyway</Trans>
        </Button>
        <Button onClick={() => held.reset()}>
          <Trans>Stay and store it</Trans>
        </Button>
      </div>
    </Dialog>
  );
  return { dialog, release };
}
