import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardQueries } from '../../api/cards';
import { useSimulatePurchase } from '../../api/sandbox';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { cardName, declineReasonText } from '../../lib/service-words';
import { formatCents } from '../../lib/money';
import { useAmountField } from './amount-field';
import { MERCHANT_PRESETS } from './merchant-presets';
import { ActionError, Outcome, PanelSection } from './panel-section';
import { PER_PAGE_MAX } from '../../contract/limits';

export function PurchaseSimulator() {
  const { t, i18n } = useLingui();
  const cards = useQuery(cardQueries.list({ per_page: PER_PAGE_MAX }));
  const usable = cards.data?.data.filter((c) => c.status !== 'terminated') ?? [];
  const [cardId, setCardId] = useState('');
  const [preset, setPreset] = useState(0);
  const amount = useAmountField('25.00');
  const [threeDs, setThreeDs] = useState(false);
  const purchase = useSimulatePurchase();
  const selected = cardId || usable[0]?.id || '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!selected) return;
    const cents = amount.read();
    if (cents === null) return;
    const { label: _label, ...merchant } = MERCHANT_PRESETS[preset]!;
    purchase.mutate({ card_id: selected, amount: cents, merchant, three_ds: threeDs });
  }

  const result = purchase.data;
  return (
    <PanelSection title={t`Purchase`}>
      {usable.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {cards.isLoading
            ? t`Loading cards…`
            : t`No active or frozen card yet. Confirm a deposit first.`}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <SelectField label={t`Card`} value={selected} onChange={(e) => setCardId(e.target.value)}>
            {usable.map((c) => {
              const name = cardName(i18n, c);
              const last4 = c.last4;
              const balance = formatCents(c.balance);
              return (
                <option key={c.id} value={c.id}>
                  {c.status === 'frozen'
                    ? t`${name} •••• ${last4} · ${balance} · frozen`
                    : `${name} •••• ${last4} · ${balance}`}
                </option>
              );
            })}
          </SelectField>
          <SelectField
            label={t`Merchant`}
            value={preset}
            onChange={(e) => setPreset(Number(e.target.value))}
          >
            {MERCHANT_PRESETS.map((m, i) => {
              const merchant = i18n._(m.label);
              const code = m.mcc;
              return (
                <option key={m.name} value={i}>
                  {t`${merchant} · MCC ${code}`}
                </option>
              );
            })}
          </SelectField>
          {amount.field}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={threeDs}
              onChange={(e) => setThreeDs(e.target.checked)}
              className="h-4 w-4"
            />
            <Trans>Merchant asks for 3-D Secure</Trans>
          </label>
          <Button type="submit" busy={purchase.isPending} className="w-full">
            <Trans>Simulate purchase</Trans>
          </Button>
        </form>
      )}
      <ActionError errors={[purchase.error]} />
      {result?.kind === 'transaction' && result.transaction.type === 'authorization' && (
        <Outcome tone="success">
          {t`Authorized ${formatCents(-result.transaction.amount)} at ${result.transaction.merchant.name}.`}
        </Outcome>
      )}
      {result?.kind === 'transaction' && result.transaction.type === 'decline' && (
        <Outcome tone="error">
          {t`Declined: ${declineReasonText(i18n, result.transaction.decline_reason)}`}
        </Outcome>
      )}
      {result?.kind === 'challenge' && (
        <Outcome tone="info">
          <Trans>
            3-D Secure code sent. Find it in the 3DS inbox and type it into the checkout below.
          </Trans>
        </Outcome>
      )}
    </PanelSection>
  );
}
