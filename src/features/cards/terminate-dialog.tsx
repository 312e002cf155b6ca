import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useTerminateCard } from '../../api/cards';
import { errorMessage } from '../../api/errors';
import { createActionKey } from '../../api/idempotency';
import type { CardSummary, TerminateResult } from '../../contract/cards';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { formatCents } from '../../lib/money';

/** Termination is final: the user types the last four digits to confirm. */
export function TerminateDialog({ card, onClose }: { card: CardSummary; onClose: () => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const last4 = card.last4;
  const [action] = useState(createActionKey);
  const [result, setResult] = useState<TerminateResult | null>(null);
  const terminate = useTerminateCard();
  const matches = typed.trim() === card.last4;

  if (result) {
    return (
      <Dialog open onClose={onClose} title={t`Card terminated`}>
        <div className="space-y-4">
          <Alert tone="success">
            {t`•••• ${last4} is terminated. ${formatCents(result.refunded_amount)} went back to your wallet.`}
          </Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Terminate •••• ${last4}?`}
      description={t`This cannot be undone. The card stops working at once and cannot be reactivated.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const idempotencyKey = matches ? action.begin() : null;
          if (!idempotencyKey) return;
          terminate.mutate(
            { cardId: card.id, idempotencyKey },
            {
              onSuccess: (r) => {
                action.settle();
                setResult(r);
              },
              onError: (e) => action.settle(e),
            },
          );
        }}
      >
        <Alert tone="warning">
          <Trans>
            Its balance of <strong>{formatCents(card.balance)}</strong> returns to your wallet
            immediately.
          </Trans>
        </Alert>
        {terminate.isError && <Alert tone="error">{errorMessage(terminate.error)}</Alert>}
        <TextField
          label={t`Type ${last4} to confirm`}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          // No maxLength: it would cut a paste ("•••• 4242", the whole number) before its digits
          // are kept; its last four are (WCAG 3.3.8, decision 017).
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(-4))}
          error={
            typed.length === 4 && !matches
              ? t`These are not the last four digits of this card.`
              : undefined
          }
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Keep the card</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={!matches} busy={terminate.isPending}>
            <Trans>Terminate card</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
