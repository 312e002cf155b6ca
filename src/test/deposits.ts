import type { Deposit } from '../contract/wallet';

export const DEPOSIT_SEEN_AT = '2026-11-22T10:00:00.000Z';

/** A deposit as the app holds it once read (amounts in cents): pending USDT unless told. */
export function readDeposit(over: Partial<Deposit> = {}): Deposit {
  return {
    id: 'dep_1',
    currency: 'usdt',
    amount_crypto: '250.000000',
    amount_usd: 250_00,
    fee_usd: 1_00,
    credited_usd: 249_00,
    status: 'pending',
    tx_hash: '0x' + 'ab'.repeat(32),
    confirmations: 3,
    required_confirmations: 12,
    created_at: DEPOSIT_SEEN_AT,
    confirmed_at: null,
    expired_at: null,
    ...over,
  };
}
