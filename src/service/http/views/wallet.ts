import { fromCents as usd } from '../../../contract/money';
import type { BinRecord } from '../../domain/catalogue';
import { confirmationsOf } from '../../domain/deposits';
import type { Account, DepositRecord } from '../../domain/state';

/** Records → the JSON shapes of the spec. Money leaves as USD numbers here and only here. */

export function binView(bin: BinRecord) {
  return {
    id: bin.id,
    network: bin.network,
    type: bin.type,
    issuer_country: bin.issuer_country,
    '3ds': bin.threeDs,
    apple_pay: bin.apple_pay,
    google_pay: bin.google_pay,
    max_transaction: usd(bin.maxTransactionCents),
    max_monthly: usd(bin.maxMonthlyCents),
    acceptance_rate: bin.acceptance_rate,
    best_for: [...bin.best_for],
  };
}

export function depositView(d: DepositRecord, now: number) {
  return {
    id: d.id,
    currency: d.currency,
    amount_crypto: d.amountCrypto,
    amount_usd: usd(d.amountUsdCents),
    fee_usd: usd(d.feeCents),
    credited_usd: usd(d.status === 'expired' ? 0 : d.amountUsdCents - d.feeCents),
    status: d.status,
    tx_hash: d.txHash,
    confirmations: confirmationsOf(d, now),
    required_confirmations: d.requiredConfirmations,
    created_at: d.createdAt,
    confirmed_at: d.confirmedAt,
    expired_at: d.expiredAt,
    expired_reason:
      d.status === 'expired' ? (d.belowMinimum ? 'below_minimum' : 'not_confirmed') : null,
  };
}

export function walletBalanceView(account: Account) {
  let pending = 0;
  let deposited = 0;
  for (const d of account.deposits) {
    if (d.status === 'pending') pending += d.amountUsdCents;
    if (d.status === 'confirmed') deposited += d.amountUsdCents - d.feeCents;
  }
  let spent = 0;
  let active = 0;
  let onCards = 0;
  for (const c of account.cards) {
    if (c.status === 'pending_top_up') continue;
    spent += c.totalSpentCents;
    if (c.status === 'active') active += 1;
    if (c.status !== 'terminated') onCards += c.balanceCents;
  }
  return {
    balance: usd(account.walletCents),
    currency: 'USD',
    pending_deposits: usd(pending),
    total_deposited: usd(deposited),
    total_spent: usd(spent),
    cards_active: active,
    cards_total_balance: usd(onCards),
  };
}
