import { useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button';
import { pictureOfClosing, prepareClosingMotion } from './closing-picture';

// One dialog style on a phone (issue #48 item 13, decision 032): below 640 px every dialog is a
// bottom sheet, the screen's whole width at its foot, in the thumb's reach; it rises into place
// unless reduced motion is asked for. A dialog marked `sheet` is one below 768 px already.
const PHONE_SHEET =
  'max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none max-sm:border-x-0 max-sm:border-b-0 max-sm:motion-safe:animate-sheet-in';
const TABLET_SHEET =
  'max-md:mb-0 max-md:w-full max-md:max-w-none max-md:rounded-b-none max-md:motion-safe:animate-sheet-in';

/**
 * A modal on the native <dialog> element: the browser traps focus, closes on Escape, makes the
 * page behind it inert and returns focus to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  sheet = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** A bottom sheet below 768 px too (every dialog is one below 640 px). */
  sheet?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, [open]);

  // Closed by `open`, the content goes first: React detaches its ref while it is still in the
  // page, and that is when the dialog's picture is taken and the dialog closes (closing-motion.ts).
  const contentRef = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    void prepareClosingMotion();
    return () => {
      const dialog = node.closest('dialog');
      if (dialog?.open) closeMoving(dialog);
    };
  }, []);

  // Most dialogs close by being unmounted. Closed while still in the document, the browser gives
  // focus back to the control that opened it; removed open, focus would fall to the page's body.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) closeMoving(dialog);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        // Escape is the browser's `cancel` on the topmost dialog alone, but React passes it up its
        // tree: a date picker's Escape closed the filter dialog or drawer around it (issue #48).
        event.stopPropagation();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'} rounded-card border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 motion-safe:backdrop:animate-fade-in dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${PHONE_SHEET} ${sheet ? TABLET_SHEET : ''}`}
    >
      {open && (
        <div ref={contentRef} className="p-6 max-sm:pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </div>
              )}
            </div>
            <CloseButton onClick={onClose} />
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/**
 * Closes at once (focus is back on the opener before the next frame), then a picture of the
 * dialog sinks away as a sheet or fades as a dialog, with its backdrop (decision 032).
 */
function closeMoving(dialog: HTMLDialogElement) {
  const play = pictureOfClosing({ panel: dialog, backdrop: 'bg-slate-950/60', layer: 'top' });
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
  play();
}
