import type { Transaction } from '../../contract/transactions';
import type { Deposit } from '../../contract/wallet';
import { balanceEffect } from './card-movements';
import type { Movement } from './statement-model';

/**
 * The account's movements (decision 045): the account holds its wallet and its cards, so a move
 * between them changes nothing here. What changes it: a confirmed deposit (credited when
 * confirmed: its amount, and its fee taken), a purchase, a refund.
 */
export function accountMovements(
  transactions: readonly Transaction[],
  deposits: readonly Deposit[],
): Movement[] {
  const out: Movement[] = [];
  for (const d of deposits) {
    if (d.status !== 'confirmed' || !d.confirmed_at) continue;
    const at = Date.parse(d.confirmed_at);
    const what = d.currency.toUpperCase();
    // Credited is the amount less the fee: the two lines add up to what the wallet received.
    out.push({ at, kind: 'deposit', cents: d.credited_usd + d.fee_usd, what, id: d.id });
    if (d.fee_usd !== 0) out.push({ at, kind: 'fee', cents: -d.fee_usd, what, id: `${d.id}:fee` });
  }
  for (const t of transactions) {
    const cents = balanceEffect(t);
    if (cents === 0) continue;
    out.push({
      at: Date.parse(t.created_at),
      kind: t.type === 'refund' ? 'refund' : 'purchase',
      cents,
      what: t.merchant.name,
      category: t.merchant.category,
      cardId: t.card_id,
      id: t.id,
    });
  }
  return out;
}
