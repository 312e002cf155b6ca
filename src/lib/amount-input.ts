import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { FUND_MAX_CENTS, FUND_MIN_CENTS, LABEL_MAX_LENGTH } from '../contract/limits';
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
        return fail(t`Enter an amount such as 25 or 25.50 (at most two decimals).`);
      if (cents < bounds.min) return fail(t`The minimum is ${formatCents(bounds.min)}.`);
      if (cents > bounds.max)
        return fail(bounds.maxReason ?? t`The maximum is ${formatCents(bounds.max)}.`);
      return cents;
    }),
  );
}

/** "From $1.00 to $5,000.00": the funding range, for hints, in the active language. */
export const fundRangeText = () =>
  t`From ${formatCents(FUND_MIN_CENTS)} to ${formatCents(FUND_MAX_CENTS)}`;

/** A funding amount (FUND_MIN_CENTS–FUND_MAX_CENTS: $1.00–$5,000.00) that the wallet can pay. */
export function fundAmountInput(walletCents: Cents) {
  return amountInput({
    min: FUND_MIN_CENTS,
    max: Math.min(FUND_MAX_CENTS, walletCents),
    maxReason:
      walletCents < FUND_MAX_CENTS
        ? t`Your wallet holds ${formatCents(walletCents)}.`
        : t`The maximum per funding is ${formatCents(FUND_MAX_CENTS)}.`,
  });
}

/** A card label as a person types it: trimmed, at most LABEL_MAX_LENGTH characters. */
export const labelInput = z.string().check(
  z.trim(),
  // Worded when the check fails, in the language of that moment.
  z.maxLength(LABEL_MAX_LENGTH, { error: () => t`At most ${LABEL_MAX_LENGTH} characters` }),
);
