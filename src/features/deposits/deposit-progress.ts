import type { Deposit } from '../../contract/wallet';

/**
 * A deposit's story as the assistant tells it (decision 027): pure, so the timeline, the late
 * rule and the causes are tested without rendering.
 */

export type StepState = 'done' | 'current' | 'upcoming' | 'failed';

export type TimelineStep =
  | { kind: 'seen'; state: StepState; at: string }
  | { kind: 'confirming'; state: StepState; count: number; required: number | null }
  | { kind: 'credited'; state: StepState; at: string | null }
  | { kind: 'not_credited'; state: StepState; at: string | null };

/**
 * seen → n of N confirmations → credited (or not credited). A listed deposit has always been
 * seen: "waiting" is the confirming step at 0, before the first block. An expired deposit has the
 * confirmations step only if some came.
 */
export function timelineOf(d: Deposit): TimelineStep[] {
  const required = d.required_confirmations ?? null;
  const seen: TimelineStep = { kind: 'seen', state: 'done', at: d.created_at };
  if (d.status === 'confirmed')
    return [
      seen,
      { kind: 'confirming', state: 'done', count: d.confirmations, required },
      { kind: 'credited', state: 'done', at: d.confirmed_at ?? null },
    ];
  // Only what happened (issue #48 item 6): confirmations that never came are no step, so an
  // expired deposit at "0 of 2" is not shown a green dot beside them.
  if (d.status === 'expired')
    return [
      seen,
      ...(d.confirmations > 0
        ? [{ kind: 'confirming', state: 'done', count: d.confirmations, required } as const]
        : []),
      { kind: 'not_credited', state: 'failed', at: d.expired_at ?? null },
    ];
  return [
    seen,
    { kind: 'confirming', state: 'current', count: d.confirmations, required },
    { kind: 'credited', state: 'upcoming', at: null },
  ];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long each network usually takes to reach our confirmations on a real chain, and when a
 * pending deposit is late: well past that (about three to six times), so a slow block or a busy
 * hour is not called a problem. Bitcoin's blocks vary most, so it gets the longest margin.
 */
export const NETWORK_TIMING: Record<string, { usualMs: number; lateAfterMs: number }> = {
  btc: { usualMs: 20 * MINUTE, lateAfterMs: 2 * HOUR },
  eth: { usualMs: 3 * MINUTE, lateAfterMs: 30 * MINUTE },
  usdt: { usualMs: 3 * MINUTE, lateAfterMs: 30 * MINUTE },
  sol: { usualMs: MINUTE, lateAfterMs: 10 * MINUTE },
  'usdt-sol': { usualMs: MINUTE, lateAfterMs: 10 * MINUTE },
  xmr: { usualMs: 20 * MINUTE, lateAfterMs: HOUR },
};
/** A currency a provider adds that we do not know: the most patient rule. */
const UNKNOWN_TIMING = { usualMs: 20 * MINUTE, lateAfterMs: 2 * HOUR };

export const timingOf = (currency: string) => NETWORK_TIMING[currency] ?? UNKNOWN_TIMING;

/** Pending for longer than the network's late mark; `now` is the account's time (ms). */
export function isLate(d: Deposit, now: number): boolean {
  if (d.status !== 'pending') return false;
  return now - Date.parse(d.created_at) > timingOf(d.currency).lateAfterMs;
}

/**
 * Compares two non-negative decimal texts exactly ("4.000000" < "10"): crypto amounts are
 * decimal strings and stay so (no floats). Null when either is not a plain decimal.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | null {
  const parts = [a, b].map((x) => /^(\d+)(?:\.(\d+))?$/.exec(x.trim()));
  if (!parts[0] || !parts[1]) return null;
  const scale = Math.max(parts[0][2]?.length ?? 0, parts[1][2]?.length ?? 0);
  const [x, y] = parts.map((m) => BigInt(m![1]! + (m![2] ?? '').padEnd(scale, '0')));
  return x! < y! ? -1 : x! > y! ? 1 : 0;
}

export type DepositTrouble =
  | { kind: 'below_minimum'; minimum: string | null; final: boolean }
  | { kind: 'late'; waitedMs: number; usualMs: number }
  | { kind: 'not_confirmed' };

/**
 * What went or is going wrong, if anything. Below the minimum is said while the deposit is still
 * pending too (its amount is known on sight), so nobody waits for a credit that will not come.
 */
export function troubleOf(
  d: Deposit,
  now: number | undefined,
  minimum?: string,
): DepositTrouble | null {
  const min = minimum ?? null;
  if (d.status === 'expired')
    return d.expired_reason === 'below_minimum'
      ? { kind: 'below_minimum', minimum: min, final: true }
      : { kind: 'not_confirmed' };
  if (d.status !== 'pending') return null;
  if (min !== null && compareDecimal(d.amount_crypto, min) === -1)
    return { kind: 'below_minimum', minimum: min, final: false };
  if (now !== undefined && isLate(d, now))
    return {
      kind: 'late',
      waitedMs: now - Date.parse(d.created_at),
      usualMs: timingOf(d.currency).usualMs,
    };
  return null;
}
