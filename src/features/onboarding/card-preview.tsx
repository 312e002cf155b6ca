import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CardPreview as Preview } from '../../contract/generate';
import { StatusBadge } from '../../components/ui/status-badge';
import { CardVisual } from '../../components/ui/card-visual';

/** The new card, masked to its last four digits until the user asks to see the number. */
export function CardPreview({ card }: { card: Preview }) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const last4 = card.card_number.slice(-4);
  // After a reload only the masked number is kept (unsaved-seed.ts): nothing to show then.
  const revealable = /^\d/.test(card.card_number);
  return (
    <section aria-labelledby="card-heading" className="space-y-3">
      <h2 id="card-heading" className="text-lg font-semibold">
        <Trans>Your card</Trans>
      </h2>
      <CardVisual
        network={card.network}
        number={revealed ? card.card_number : `•••• •••• •••• ${last4}`}
        expiry={card.expiry}
        cvv={card.cvv_masked}
        status={<StatusBadge status="pending_top_up" />}
      />
      {revealable && (
        <button
          type="button"
          onClick={() => setRevealed((r) => !r)}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {revealed ? t`Hide card number` : t`Show card number`}
        </button>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>It becomes active when your first deposit is confirmed.</Trans>
      </p>
    </section>
  );
}
