import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { binQueries } from '../../api/bins';
import type { CardSummary } from '../../contract/cards';
import { binLabel } from '../../lib/service-words';

/**
 * Under a card's name: its last four and its type in words ("•••• 6298 · Visa · Everyday"), not
 * the BIN's number (issue #48: "card type 426684"). The network alone until the types are here.
 */
export function useCardTypeWords(card: Pick<CardSummary, 'bin_id' | 'network' | 'last4'>): string {
  const { t, i18n } = useLingui();
  const bins = useQuery(binQueries.list());
  const bin = bins.data?.data.find((b) => b.id === card.bin_id);
  const last4 = card.last4;
  if (bin) {
    const type = binLabel(i18n, bin);
    return t`•••• ${last4} · ${type}`;
  }
  const network = card.network === 'visa' ? 'Visa' : 'Mastercard';
  return t`${network} •••• ${last4}`;
}
