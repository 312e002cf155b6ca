import { useCallback } from 'react';
import type { Receipt } from '../../../lib/notes/notes-store';

/**
 * Shows a receipt image through an object URL made when the <img> mounts and revoked when it goes
 * or the receipt changes (a ref with a cleanup, React 19; decision 029).
 */
export function useReceiptImage(receipt: Receipt) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(new Blob([receipt.bytes], { type: receipt.type }));
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [receipt],
  );
}

/** A PDF receipt opens through the browser's own download, its URL let go once it has started. */
export function openReceipt(receipt: Receipt) {
  const url = URL.createObjectURL(new Blob([receipt.bytes], { type: receipt.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = receipt.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
