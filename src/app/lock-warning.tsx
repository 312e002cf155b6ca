import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../components/ui/button';

/**
 * The auto-lock's warning, a minute before it signs out (WCAG 2.2.1, issue #27): a modal alert
 * dialog, announced when it opens, with focus on "Stay signed in" so one key answers it. Escape
 * answers it too (closing the warning is choosing to stay). `onSignOut` ends the session now.
 */
export function LockWarning({ onStay, onSignOut }: { onStay: () => void; onSignOut: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal focuses the first control; the answer most people want is the other one.
    dialog.querySelector<HTMLButtonElement>('[data-stay]')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        <Trans>Are you still there?</Trans>
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Nothing has happened here for a while. To protect your seed, you will be signed out in one
          minute.
        </Trans>
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onSignOut}>
          {t`Sign out now`}
        </Button>
        <Button data-stay onClick={onStay}>
          <Trans>Stay signed in</Trans>
        </Button>
      </div>
    </dialog>
  );
}
