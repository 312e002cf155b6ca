import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardQueries } from '../../api/cards';
import { EnumSelect } from '../../components/ui/enum-select';
import { SelectField, TextField } from '../../components/ui/field';
import { AMOUNT_MAX_CENTS, AMOUNT_MIN_CENTS, PER_PAGE_MAX } from '../../contract/limits';
import { fromCents } from '../../contract/money';
import {
  FORCEABLE_DECLINE_CODES,
  type ForceableDeclineCode,
  type TriggerBody,
  type TriggerField,
} from '../../contract/sandbox-tools';
import { formatCents, parseUserAmount } from '../../lib/money';
import { cardName } from '../../lib/service-words';

/** The trigger's optional data (decision 040), as the form holds it. */
export function useTriggerData() {
  const { t } = useLingui();
  const [cardId, setCardId] = useState('');
  const [amount, setAmount] = useState('');
  const [merchant, setMerchant] = useState('');
  const [reason, setReason] = useState<ForceableDeclineCode>();
  const [amountError, setAmountError] = useState<string>();

  /** The body for an event using `fields`, or null once the amount field says what is wrong. */
  function read(fields: readonly TriggerField[]): TriggerBody | null {
    const body: TriggerBody = {};
    if (fields.includes('amount') && amount.trim()) {
      const cents = parseUserAmount(amount);
      if (cents === null || cents < AMOUNT_MIN_CENTS || cents > AMOUNT_MAX_CENTS) {
        setAmountError(
          t`Enter an amount between ${formatCents(AMOUNT_MIN_CENTS)} and ${formatCents(AMOUNT_MAX_CENTS)}.`,
        );
        return null;
      }
      body.amount = fromCents(cents);
    }
    setAmountError(undefined);
    if (fields.includes('card_id') && cardId) body.card_id = cardId;
    if (fields.includes('merchant') && merchant.trim()) body.merchant = merchant.trim();
    if (fields.includes('decline_reason') && reason) body.decline_reason = reason;
    return body;
  }
  return {
    read,
    state: { cardId, amount, merchant, reason, amountError },
    set: { setCardId, setAmount, setMerchant, setReason },
  };
}
type TriggerData = ReturnType<typeof useTriggerData>;

/** Only the fields the chosen event uses: the service refuses the others. */
export function TriggerFields({
  data,
  fields,
}: {
  data: TriggerData;
  fields: readonly TriggerField[];
}) {
  const { t, i18n } = useLingui();
  const cards = useQuery(cardQueries.list({ per_page: PER_PAGE_MAX }));
  const usable = cards.data?.data.filter((c) => c.status !== 'terminated') ?? [];
  const { state, set } = data;
  return (
    <div className="space-y-3">
      {fields.includes('card_id') && (
        <SelectField
          label={t`Card`}
          value={state.cardId}
          onChange={(e) => set.setCardId(e.target.value)}
        >
          <option value="">{t`A card made for triggers`}</option>
          {usable.map((c) => {
            const name = cardName(i18n, c);
            return (
              <option key={c.id} value={c.id}>
                {`${name} •••• ${c.last4}`}
              </option>
            );
          })}
        </SelectField>
      )}
      {fields.includes('amount') && (
        <TextField
          label={t`Amount (USD, optional)`}
          inputMode="decimal"
          value={state.amount}
          onChange={(e) => set.setAmount(e.target.value)}
          error={state.amountError}
        />
      )}
      {fields.includes('merchant') && (
        <TextField
          label={t`Merchant name (optional)`}
          hint={t`sandbox:decline:<code> declines, sandbox:3ds asks for 3-D Secure.`}
          value={state.merchant}
          maxLength={80}
          onChange={(e) => set.setMerchant(e.target.value)}
        />
      )}
      {fields.includes('decline_reason') && (
        <EnumSelect
          label={t`Decline reason`}
          options={FORCEABLE_DECLINE_CODES}
          value={state.reason}
          onChange={set.setReason}
          allLabel={t`More than the card holds`}
          optionLabel={(code) => code}
        />
      )}
    </div>
  );
}
