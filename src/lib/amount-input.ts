import * as z from 'zod/mini';
import { FUND_LIMITS, LABEL_MAX_LENGTH } from '../contract/limits';
import { formatCents, parseUserAmount, type Cents } from './money';

/**
 * A zod schema for an amount typed by a person: text in, integer cents out, with messages that
 * say what is allowed. Bounds are in cents.
 */
export function amountInput(bounds: { min: Cents; max: Cents; maxReason?: string }) {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      };
      const cents = parseUserAmount(text);
      if (cents === null)
        return fail('Enter an amount such as 25 or 25.50 (at most two decimals).');
      if (cents < bounds.min) return fail(`The minimum is ${formatCents(bounds.min)}.`);
      if (cents > bounds.max)
        return fail(bounds.maxReason ?? `The maximum is ${formatCents(bounds.max)}.`);
      return cents;
    }),
  );
}

/** "From $1.00 to $5,000.00": the funding range, for hints. */
export const FUND_RANGE_TEXT = `From ${formatCents(FUND_LIMITS.minCents)} to ${formatCents(FUND_LIMITS.maxCents)}`;

/** A funding amount ($1.00–$5,000.00, FUND_LIMITS) that the wallet can pay. */
export function fundAmountInput(walletCents: Cents) {
  const { minCents, maxCents } = FUND_LIMITS;
  return amountInput({
    min: minCents,
    max: Math.min(maxCents, walletCents),
    maxReason:
      walletCents < maxCents
        ? `Your wallet holds ${formatCents(walletCents)}.`
        : `The maximum per funding is ${formatCents(maxCents)}.`,
  });
}

/** A card label as a person types it: trimmed, at most LABEL_MAX_LENGTH characters. */
export const labelInput = z
  .string()
  .check(z.trim(), z.maxLength(LABEL_MAX_LENGTH, `At most ${LABEL_MAX_LENGTH} characters`));
