import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A quiet confirmation next to the button that saved (issue #33 item 6): it never covers the control
 * the person is using, as a toast can, and a screen reader hears it from the live region. It stays
 * until the form changes again (the caller passes `shown`), so it is not timed (WCAG 2.2.1).
 */
export function SavedNote({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <span role="status" className="inline-flex min-h-6 items-center gap-1 text-sm">
      {shown && (
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-300">
          <Check aria-hidden="true" className="h-4 w-4" />
          {children}
        </span>
      )}
    </span>
  );
}
