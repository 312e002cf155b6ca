import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { CardStatus } from '../../contract/cards';

/**
 * What "Not me" did to the card: frozen now (with Undo while the window is open), frozen already,
 * terminated already, or a refusal to try again.
 */
export function FrozenNotice({
  before,
  last4,
  freezing,
  error,
  undoOpen,
  undoing,
  onRetry,
  onUndo,
}: {
  /** The card's status when "Not me" was chosen; null while it is still being asked for. */
  before: CardStatus | null;
  last4: string;
  freezing: boolean;
  error: unknown;
  undoOpen: boolean;
  undoing: boolean;
  onRetry: () => void;
  onUndo: () => void;
}) {
  const { t } = useLingui();
  if (before === 'terminated')
    return (
      <Alert tone="info" title={t`This card is terminated`}>
        <Trans>Nothing more can be charged to it.</Trans>
      </Alert>
    );
  if (before === 'frozen')
    return (
      <Alert tone="info" title={t`This card was already frozen`}>
        <Trans>No new charge can go through while it stays frozen.</Trans>
      </Alert>
    );
  if (error)
    return (
      <Alert
        tone="error"
        title={t`The card could not be frozen`}
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  // Pressed before the card had arrived (not-me.tsx), it freezes once its status is known, and
  // is not named yet.
  if (freezing || before === null)
    return (
      <Alert tone="info">{last4 ? t`Freezing card •••• ${last4}…` : t`Freezing the card…`}</Alert>
    );
  return (
    <Alert
      tone="success"
      title={t`Card •••• ${last4} is frozen`}
      action={
        undoOpen && (
          <Button size="sm" variant="secondary" busy={undoing} onClick={onUndo}>
            <Trans>Undo</Trans>
          </Button>
        )
      }
    >
      {undoOpen ? (
        <Trans>No new charge can go through. You can undo this for 10 seconds.</Trans>
      ) : (
        <Trans>No new charge can go through. You can unfreeze it from the card’s page.</Trans>
      )}
    </Alert>
  );
}
