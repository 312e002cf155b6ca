import type { Cents } from './money';

/**
 * What another page sends a person to Deposits to cover: `/deposits?need=1347` is $13.47 the
 * wallet lacks (the subscription radar's shortfall, decision 026). Whole cents, like all money
 * here; anything else is no amount.
 */
export const DEPOSIT_NEED_PARAM = 'need';

export function readDepositNeed(params: URLSearchParams): Cents | undefined {
  const text = params.get(DEPOSIT_NEED_PARAM) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  return Number(text);
}
