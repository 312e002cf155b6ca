import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { lazyPart } from '../../lib/lazy-part';
import type { StatementScope } from './statement-data';

// The dialog, and the PDF writer after it, load on the click (decision 045): not in a page's first load.
const StatementDialog = lazyPart(() => import('./statement-dialog'), 'StatementDialog');

/** "Statement": opens the month picker for a card's statement, or the account's without `cardId`. */
export function StatementButton({ cardId }: { cardId?: string }) {
  const scope: StatementScope = cardId ? { kind: 'card', cardId } : { kind: 'account' };
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={StatementDialog.preload}
        onFocus={StatementDialog.preload}
      >
        {t`Statement`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <StatementDialog scope={scope} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
