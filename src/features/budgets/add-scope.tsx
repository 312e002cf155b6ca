import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { MAX_CARD_BUDGETS } from './budgets';
import { categoryName, cardWithLast4 } from '../../lib/service-words';

export type BudgetCard = { id: string; label: string; last4: string };

/** A budget line's name: the category's in words, or the card's with its last four digits. */
export function useScopeName(cards: readonly BudgetCard[]) {
  const { i18n, t } = useLingui();
  return (key: string) => {
    if (key.startsWith('category:')) return categoryName(i18n, key.slice(9));
    const card = cards.find((c) => c.id === key.slice(5));
    return card ? cardWithLast4(i18n, card) : t`a card no longer listed`;
  };
}

/** "Add a budget for": a category or a card not budgeted yet. */
export function AddScope({
  options,
  full,
  onAdd,
  scopeName,
}: {
  options: string[];
  full: boolean;
  onAdd: (key: string) => void;
  scopeName: (key: string) => string;
}) {
  const { t } = useLingui();
  const [choice, setChoice] = useState('');
  const group = (prefix: string) => options.filter((o) => o.startsWith(prefix));
  const selected = options.includes(choice) ? choice : '';
  return (
    <div className="flex items-end gap-2">
      <SelectField
        className="flex-1"
        label={t`Add a budget for`}
        value={selected}
        onChange={(e) => setChoice(e.target.value)}
        hint={full ? t`At most ${MAX_CARD_BUDGETS} cards have a budget of their own.` : undefined}
      >
        <option value="">{t`A category or a card…`}</option>
        <optgroup label={t`Categories`}>
          {group('category:').map((key) => (
            <option key={key} value={key}>
              {scopeName(key)}
            </option>
          ))}
        </optgroup>
        {group('card:').length > 0 && (
          <optgroup label={t`Cards`}>
            {group('card:').map((key) => (
              <option key={key} value={key}>
                {scopeName(key)}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <Button
        type="button"
        variant="secondary"
        disabled={!selected}
        onClick={() => {
          onAdd(selected);
          setChoice('');
        }}
      >
        <Trans>Add</Trans>
      </Button>
    </div>
  );
}
