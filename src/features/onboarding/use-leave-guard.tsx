import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
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
  const blocker = useBlocker(() => active && !released.current);
  useEffect(() => {
    released.current = false;
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  const release = () => {
    released.current = true;
  };
  if (blocker.state !== 'blocked') return { dialog: null, release };
  const dialog = (
    <Dialog
      open
      onClose={() => blocker.reset()}
      title={t`Leave without storing your seed?`}
      description={t`Your seed is the only way into this account and its card. It is not shown again once you leave.`}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => blocker.proceed()}>
          <Trans>Leave anyway</Trans>
        </Button>
        <Button onClick={() => blocker.reset()}>
          <Trans>Stay and store it</Trans>
        </Button>
      </div>
    </Dialog>
  );
  return { dialog, release };
}
