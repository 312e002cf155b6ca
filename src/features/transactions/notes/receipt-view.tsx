import { Trans, useLingui } from '@lingui/react/macro';
import type { Receipt } from '../../../lib/notes/notes-store';
import { openReceipt, useReceiptImage } from './use-object-url';

/** An image is shown; a PDF is a link that opens it (never rendered inside the page). */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const image = receipt.type.startsWith('image/');
  const imageRef = useReceiptImage(receipt);
  const name = receipt.name;
  const size = Math.max(1, Math.round(receipt.size / 1024));
  return (
    <figure className="space-y-1">
      {image && (
        <img
          ref={imageRef}
          alt={t`Receipt: ${name}`}
          className="max-h-64 w-auto rounded-lg border border-slate-200 dark:border-slate-700"
        />
      )}
      <figcaption className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        {image ? (
          <span>
            {name} · <Trans>{size} KB</Trans>
          </span>
        ) : (
          <button
            type="button"
            onClick={() => openReceipt(receipt)}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            <Trans>
              Open {name} (PDF, {size} KB)
            </Trans>
          </button>
        )}
      </figcaption>
    </figure>
  );
}
