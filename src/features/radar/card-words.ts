import type { I18n } from '@lingui/core';
import { cardName } from '../../lib/service-words';

/** A card as the radar names it: its name and last four digits ("Subscriptions •••• 4242"). */
export const maskedName = (i18n: I18n, card: { label: string; last4: string }) =>
  `${cardName(i18n, card)} •••• ${card.last4}`;
