import { useEffect, useState } from 'react';
import type { Receipt } from '../../../lib/notes/notes-store';

/** An object URL for a receipt while it is shown, revoked when it goes (decision 029). */
export function useObjectUrl(receipt: Receipt | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!receipt) return;
    const next = URL.createObjectURL(new Blob([receipt.bytes], { type: receipt.type }));
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [receipt]);
  return url;
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
