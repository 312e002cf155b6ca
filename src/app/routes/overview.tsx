import { MoveMoneyDialog } from '../../features/cards/move-money-dialog';
import { OverviewPage } from '../../features/overview/overview-page';

export function Component() {
  return (
    <OverviewPage
      renderFund={(card, onClose) => (
        <MoveMoneyDialog card={card} direction="fund" onClose={onClose} />
      )}
    />
  );
}
