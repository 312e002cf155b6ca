import type { Challenge } from '../../contract/three-ds';
import { timeFormat } from '../../lib/i18n/intl';
import { formatCents } from '../../lib/money';

/**
 * The checkout's names for pending challenges: merchant and amount alone say "Netflix · $49.90"
 * twice for two purchases (issue #29), so each adds its card's last four and the time it was
 * asked; two still alike (same card, same second) add the end of their id.
 */
export function challengeLabels(
  challenges: readonly Pick<Challenge, 'id' | 'card_id' | 'merchant' | 'amount' | 'created_at'>[],
  cards: readonly { id: string; last4: string }[],
): Map<string, string> {
  const last4 = new Map(cards.map((c) => [c.id, c.last4]));
  const base = challenges.map((c) => {
    const parts = [c.merchant, formatCents(c.amount)];
    const four = last4.get(c.card_id);
    if (four) parts.push(`•••• ${four}`);
    const at = c.created_at ? new Date(c.created_at) : null;
    if (at && !Number.isNaN(at.getTime())) parts.push(timeFormat().format(at));
    return parts.join(' · ');
  });
  const count = new Map<string, number>();
  for (const label of base) count.set(label, (count.get(label) ?? 0) + 1);
  return new Map(
    challenges.map((c, i) => {
      const label = base[i]!;
      return [c.id, count.get(label)! > 1 ? `${label} · #${c.id.slice(-4)}` : label];
    }),
  );
}
