import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toaster';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { sessionStore } from '../../lib/session';
import { paths } from '../../lib/paths';

export function ResetDemo({ reset }: { reset: () => Promise<void> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  async function confirm() {
    setBusy(true);
    await reset();
    sessionStore.signOut('signed_out');
    setBusy(false);
    setOpen(false);
    toast.success(t`Demo data reset. Every seed, card and transaction of the demo is gone.`);
    navigate(paths.welcome);
  }
  return (
    <>
      <Button variant="dangerOutline" onClick={() => setOpen(true)}>
        {t`Reset demo data`}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Reset all demo data?`}
        description={t`Every seed, card, deposit and transaction of the in-browser demo is deleted, and you are signed out. This cannot be undone.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t`Cancel`}
          </Button>
          <Button variant="danger" busy={busy} onClick={confirm}>
            {t`Delete demo data`}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
