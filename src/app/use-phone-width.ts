import { useSyncExternalStore } from 'react';

/** Below 640 px (Tailwind's `sm`): the phone shell, with the tab bar (decision 032). */
const PHONE = '(max-width: 639.98px)';

const subscribe = (onChange: () => void) => {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => typeof matchMedia === 'function' && matchMedia(PHONE).matches;

/** Whether the screen is a phone's: what only a phone shows is not rendered (nor fetched) wider. */
export const usePhoneWidth = () => useSyncExternalStore(subscribe, isPhone, () => false);
