import * as z from 'zod/mini';
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
