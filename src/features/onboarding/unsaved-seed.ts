import type { GenerateResponse } from '../../contract/generate';
import { UNSAVED_SEED_KEY as KEY } from '../../lib/session-keys';

/**
 * A generated seed not yet confirmed as stored. Kept in this tab's sessionStorage (where a
 * signed-in seed lives too), so a reload before "Continue" does not orphan the new account. The
 * card number is not kept: only its last four digits, masked.
 */

export function keepUnsavedSeed(result: GenerateResponse): void {
  const last4 = result.card.card_number.slice(-4);
  const card = { ...result.card, card_number: `•••• •••• •••• ${last4}`, cvv_masked: '•••' };
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...result, card }));
  } catch {
    // Storage unavailable: the page still warns before leaving.
  }
}

export function readUnsavedSeed(): GenerateResponse | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as GenerateResponse) : null;
  } catch {
    return null;
  }
}

export function forgetUnsavedSeed(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
