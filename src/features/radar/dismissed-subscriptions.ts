import { useCallback, useState } from 'react';

/**
 * "Not a subscription", kept on this device (localStorage) as the subscription's key: the card's
 * id and the merchant's name (decision 026). A card id is already in the app's URLs and is
 * unique to its account, so no seed, nor anything made from one, is written; dismissals of
 * several accounts on one device never mix.
 */
const KEY = 'vcs.radar.dismissed';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function write(keys: string[]) {
  try {
    if (keys.length) localStorage.setItem(KEY, JSON.stringify(keys));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or refused (private mode): the choice lasts as long as the page.
  }
}

export function useDismissedSubscriptions() {
  const [dismissed, setDismissed] = useState(() => new Set(read()));
  const update = useCallback((change: (keys: Set<string>) => void) => {
    // Read again: another tab (or page) may have dismissed one since.
    const keys = new Set(read());
    change(keys);
    write([...keys]);
    setDismissed(keys);
  }, []);
  const dismiss = useCallback((key: string) => update((keys) => keys.add(key)), [update]);
  const restore = useCallback(
    (restored: string[]) => update((keys) => restored.forEach((k) => keys.delete(k))),
    [update],
  );
  return { dismissed, dismiss, restore };
}
