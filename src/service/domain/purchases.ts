import { authorizeOrDecline, declineReason, type PurchaseInput } from './authorization';
import { getCard } from './cards';
import { DEFAULT_MERCHANT } from './catalogue';
import type { Ctx } from './context';
import { forcesThreeDs } from './forced-outcomes';
import { assertSpendRoom } from './money-ceiling';
import { openChallenge } from './three-ds';

/** Simulator: a merchant asks to charge the card. Returns the transaction, or a pending 3DS challenge. */
export function simulatePurchase(ctx: Ctx, input: PurchaseInput) {
  const card = getCard(ctx, input.cardId);
  const merchant = input.merchant ?? DEFAULT_MERCHANT;
  assertSpendRoom(card, input.amountCents);
  // A reserved merchant name asks for 3-D Secure (decision 040).
  if (input.threeDs || forcesThreeDs(merchant.name)) {
    // A purchase that would be refused anyway is declined before any code is sent.
    const reason = declineReason(ctx, card, input.amountCents, merchant, input.forcedDecline);
    if (reason)
      return {
        kind: 'transaction' as const,
        transaction: authorizeOrDecline(ctx, card, { ...input, merchant }),
      };
    return {
      kind: 'challenge' as const,
      challenge: openChallenge(ctx, card, { ...input, merchant }),
    };
  }
  return {
    kind: 'transaction' as const,
    transaction: authorizeOrDecline(ctx, card, { ...input, merchant }),
  };
}
