import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { cardQueries, useUpdateCard } from '../../api/cards';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { presetApplies, presetPatch, type Preset } from '../../lib/card-presets';
import { categoryName } from '../../lib/service-words';
import { isMerchantCategory } from '../../contract/fields';

type Txn = {
  card_id: string;
  merchant: { category: string };
  merchant_details?: { category?: string | undefined } | null | undefined;
};

/**
 * "Only allow purchases like this one" (decision 028, Lock to a category): sets the card's
 * allowed_categories to this transaction's category, after a confirmation naming both. Not offered
 * for a terminated card, nor when the card is already locked to that category.
 */
export function LockToCategory({ txn, cardName }: { txn: Txn; cardName: string }) {
  const { t, i18n } = useLingui();
  const card = useQuery(cardQueries.detail(txn.card_id));
  // The lock is confirmed in place (the sentence below), not by a toast over the drawer (#33 item 6).
  const update = useUpdateCard();
  const [asking, setAsking] = useState(false);
  const confirmId = useId();
  const category = txn.merchant_details?.category ?? txn.merchant.category;
  const words = categoryName(i18n, category);
  if (!card.data || card.data.status === 'terminated') return null;
  // A category the contract does not list (a live provider's own) cannot be written to a card
  // (the service answers 400) nor kept by the settings form: not offered.
  if (!isMerchantCategory(category)) return null;
  const lock: Preset = { id: 'category_lock', category };

  const box =
    'space-y-3 rounded-card border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900';
  if (presetApplies(lock, card.data))
    return (
      <p role="status" className={box}>
        {t`${cardName} only allows purchases in ${words}.`}
      </p>
    );
  if (!asking)
    return (
      <div className={box}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <Trans>Only allow purchases like this one</Trans>
        </Button>
      </div>
    );
  return (
    <section role="group" aria-labelledby={confirmId} className={box}>
      <p id={confirmId}>
        {t`Lock ${cardName} to ${words}? Only purchases in ${words} will be approved on it; purchases in other categories will be declined. You can change this in the card's settings.`}
      </p>
      {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setAsking(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          busy={update.isPending}
          onClick={() =>
            update.mutate(
              { cardId: txn.card_id, patch: presetPatch(lock) },
              { onSuccess: () => setAsking(false) },
            )
          }
        >
          {t`Lock to ${words}`}
        </Button>
      </div>
    </section>
  );
}
