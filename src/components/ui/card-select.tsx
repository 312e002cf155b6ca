import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useCardLooks, type CardLook } from '../../lib/card-look';
import { cardName } from '../../lib/service-words';
import { SelectField } from './field';

export type CardOption = { id: string; label: string; last4: string };

export const cardOptionName = (card: CardOption) => `${cardName(i18n, card)} •••• ${card.last4}`;

/** A native <option> holds text only: the card's emoji leads its name (decision 030). */
const optionText = (card: CardOption, look: CardLook | undefined) => {
  const emoji = look?.emoji;
  return emoji ? `${emoji} ${cardOptionName(card)}` : cardOptionName(card);
};

/** "All cards" or one card, by label and last four digits. */
export function CardSelect({
  cards,
  value,
  onChange,
  className,
}: {
  cards: CardOption[];
  value: string;
  onChange: (cardId: string | undefined) => void;
  className?: string;
}) {
  const looks = useCardLooks();
  return (
    <SelectField
      label={t`Card`}
      value={value}
      onChange={(e) => onChange(e.target.value || undefined)}
      className={className}
    >
      <option value="">{t`All cards`}</option>
      {cards.map((c) => (
        <option key={c.id} value={c.id}>
          {optionText(c, looks[c.id])}
        </option>
      ))}
    </SelectField>
  );
}
