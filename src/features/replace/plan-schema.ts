import * as z from 'zod/mini';

/** What a replace plan kept on this device must be to be read back (decision 044). */
export const replacePlanSchema = z.object({
  id: z.string().check(z.regex(/^rpl_[\w-]{8,64}$/)),
  oldCardId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The old card's BIN and label, kept so a resent creation is the same request. */
  binId: z.string().check(z.minLength(1), z.maxLength(32)),
  label: z.string().check(z.maxLength(64)),
  /** The old card's balance as read before it moved; null until read. */
  balanceCents: z.nullable(z.int().check(z.minimum(0))),
  newCardId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  /**
   * How many of the plan's steps are done: they run in order, and the steps are a function of the
   * balance, so a count says which (a balance of $1,000,000 is 200 top-ups, not 200 names).
   */
  done: z.int().check(z.minimum(0)),
  /** The subscriptions the person ticked as moved (by merchant, as the radar names them). */
  moved: z.array(z.string()),
});
export type ReplacePlan = z.infer<typeof replacePlanSchema>;

const plansSchema = z.array(z.unknown());

/** Each plan checked on its own: one that does not read (an old or hand-edited one) is dropped. */
export function parsePlans(text: string | null | undefined): ReplacePlan[] {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  const list = plansSchema.safeParse(value);
  if (!list.success) return [];
  return list.data.flatMap((item) => {
    const plan = replacePlanSchema.safeParse(item);
    return plan.success ? [plan.data] : [];
  });
}
