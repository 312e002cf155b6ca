import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { CardSelect, type CardOption } from '../../components/ui/card-select';
import { Dialog } from '../../components/ui/dialog';
import { EnumSelect } from '../../components/ui/enum-select';
import { TextField } from '../../components/ui/field';
import { TRANSACTION_TYPES } from '../../contract/fields';
import { parseUserAmount } from '../../lib/money';
import { DateEditor } from './date-editor';
import type { FilterKind } from './filter-kinds';
import { useKindWords } from './filter-words';
import type { TransactionView } from './transaction-params';

type Update = (patch: Partial<TransactionView>) => void;

/**
 * One filter's editor, in a dialog that is a bottom sheet on a phone (decision 031). Fields change
 * nothing until "Apply": the list does not reload at every key.
 */
export function FilterEditor({
  kind,
  view,
  cards,
  update,
  onClose,
}: {
  kind: FilterKind;
  view: TransactionView;
  cards: CardOption[];
  update: Update;
  onClose: () => void;
}) {
  const words = useKindWords();
  const apply = (patch: Partial<TransactionView>) => {
    update(patch);
    onClose();
  };
  return (
    <Dialog open sheet onClose={onClose} title={words.kind[kind]}>
      {kind === 'date' ? (
        <DateEditor view={view} apply={apply} />
      ) : (
        <ValueEditor kind={kind} view={view} cards={cards} apply={apply} onCancel={onClose} />
      )}
    </Dialog>
  );
}

function ValueEditor({
  kind,
  view,
  cards,
  apply,
  onCancel,
}: {
  kind: Exclude<FilterKind, 'date'>;
  view: TransactionView;
  cards: CardOption[];
  apply: Update;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const words = useKindWords();
  const [card, setCard] = useState(view.card_id);
  const [type, setType] = useState(view.type);
  const [merchant, setMerchant] = useState(view.merchant ?? '');
  const [min, setMin] = useState(view.min_amount ?? '');
  const [max, setMax] = useState(view.max_amount ?? '');
  const badMin = min.trim() !== '' && parseUserAmount(min) === null;
  const badMax = max.trim() !== '' && parseUserAmount(max) === null;
  const crossed = !badMin && !badMax && min && max && parseUserAmount(min)! > parseUserAmount(max)!;

  const patch: Partial<TransactionView> = {
    card: { card_id: card },
    type: { type },
    merchant: { merchant: merchant.trim() || undefined },
    amount: { min_amount: min.trim() || undefined, max_amount: max.trim() || undefined },
  }[kind];
  const invalid = kind === 'amount' && Boolean(badMin || badMax || crossed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) apply(patch);
  };

  const fields: Record<typeof kind, ReactNode> = {
    card: <CardSelect cards={cards} value={card ?? ''} onChange={setCard} />,
    type: (
      <EnumSelect
        label={t`Type`}
        options={TRANSACTION_TYPES}
        optionLabel={words.type}
        value={type}
        onChange={setType}
        allLabel={t`All`}
      />
    ),
    merchant: (
      <TextField
        label={t`Merchant`}
        type="search"
        value={merchant}
        onChange={(e) => setMerchant(e.target.value)}
        placeholder={t`Name contains…`}
      />
    ),
    amount: (
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`Min amount`}
          inputMode="decimal"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          placeholder="0.00"
          error={badMin ? t`Not an amount` : crossed ? t`Above the maximum` : undefined}
        />
        <TextField
          label={t`Max amount`}
          inputMode="decimal"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          placeholder={t`Any`}
          error={badMax ? t`Not an amount` : undefined}
        />
      </div>
    ),
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {fields[kind]}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={invalid}>
          <Trans>Apply</Trans>
        </Button>
      </div>
    </form>
  );
}
