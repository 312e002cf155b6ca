import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button';

/** A side panel on the native <dialog> element (focus trap, Escape, inert page behind). */
export function Drawer({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  // scroll-pt-36: a control Shift+Tab brings back into view stops below the sticky title bar (its
  // description can take three lines on a phone), not under it (WCAG 2.4.11, decision 017).
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-md scroll-pt-36 overflow-y-auto border-l border-slate-200 bg-slate-50 p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 dark:border-slate-800 dark:bg-slate-900">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <div className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</div>
          )}
        </div>
        <CloseButton onClick={onClose} />
      </div>
      <div className="space-y-5 p-5">{children}</div>
    </dialog>
  );
}
