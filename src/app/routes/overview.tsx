import { Suspense } from 'react';
import { OverviewPage } from '../../features/overview/overview-page';
import { OverviewRadar } from '../../features/radar/overview-radar';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';

// The fund dialog (and its form library) is not in the overview's first load.
const MoveMoneyDialog = lazyPart(
  () => import('../../features/cards/move-money-dialog'),
  'MoveMoneyDialog',
);

export function Component() {
  usePreloadWhenIdle(MoveMoneyDialog);
  return (
    <OverviewPage
      renderFund={(card, onClose, cents) => (
        <Suspense fallback={null}>
          <MoveMoneyDialog card={card} direction="fund" onClose={onClose} initialCents={cents} />
        </Suspense>
      )}
      renderRadar={(onFund) => <OverviewRadar onFund={onFund} />}
    />
  );
}
