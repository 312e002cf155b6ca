import { FUNDING_ASSETS, type FundingAsset, type Network } from '../../contract/generate';
import { DEPOSIT_CURRENCIES, type DepositCurrency } from '../../contract/wallet';

export type BinRecord = {
  id: string;
  network: Network;
  type: string;
  issuer_country: string;
  threeDs: boolean;
  apple_pay: boolean;
  google_pay: boolean;
  maxTransactionCents: number;
  maxMonthlyCents: number;
  acceptance_rate: number;
  best_for: string[];
};

/** A realistic catalogue: several Visa and Mastercard BINs with different strengths. */
export const BINS: readonly BinRecord[] = [
  {
    id: '485932',
    network: 'visa',
    type: 'advertising',
    issuer_country: 'US',
    threeDs: true,
    apple_pay: true,
    google_pay: true,
    maxTransactionCents: 5_000_00,
    maxMonthlyCents: 50_000_00,
    acceptance_rate: 98.7,
    best_for: ['facebook_ads', 'google_ads', 'tiktok_ads'],
  },
  {
    id: '491653',
    network: 'visa',
    type: 'everyday',
    issuer_country: 'GB',
    threeDs: true,
    apple_pay: true,
    google_pay: true,
    maxTransactionCents: 2_500_00,
    maxMonthlyCents: 20_000_00,
    acceptance_rate: 97.9,
    best_for: ['subscriptions', 'online_shopping', 'travel'],
  },
  {
    id: '426684',
    network: 'visa',
    type: 'saas',
    issuer_country: 'US',
    threeDs: true,
    apple_pay: false,
    google_pay: false,
    maxTransactionCents: 10_000_00,
    maxMonthlyCents: 100_000_00,
    acceptance_rate: 99.1,
    best_for: ['aws', 'openai', 'github', 'vercel'],
  },
  {
    id: '531993',
    network: 'mastercard',
    type: 'advertising',
    issuer_country: 'US',
    threeDs: true,
    apple_pay: true,
    google_pay: true,
    maxTransactionCents: 5_000_00,
    maxMonthlyCents: 75_000_00,
    acceptance_rate: 98.2,
    best_for: ['google_ads', 'microsoft_ads', 'linkedin_ads'],
  },
  {
    id: '553421',
    network: 'mastercard',
    type: 'everyday',
    issuer_country: 'EE',
    threeDs: true,
    apple_pay: true,
    google_pay: true,
    maxTransactionCents: 1_500_00,
    maxMonthlyCents: 10_000_00,
    acceptance_rate: 96.4,
    best_for: ['online_shopping', 'food_delivery', 'streaming'],
  },
  {
    id: '522147',
    network: 'mastercard',
    type: 'travel',
    issuer_country: 'SG',
    threeDs: true,
    apple_pay: false,
    google_pay: true,
    maxTransactionCents: 7_500_00,
    maxMonthlyCents: 40_000_00,
    acceptance_rate: 97.1,
    best_for: ['airlines', 'hotels', 'car_rental'],
  },
];

export function findBin(id: string): BinRecord | undefined {
  return BINS.find((b) => b.id === id);
}

export { DEPOSIT_CURRENCIES, type DepositCurrency };

/**
 * Per deposit currency: network, minimum deposit (in 1e-8 units of the currency), fixed sandbox
 * price in cents per whole coin, fee, confirmations required, and a (sped-up) sandbox block time.
 */
export const CURRENCIES: Record<
  DepositCurrency,
  {
    network: string;
    minUnits: bigint;
    minText: string;
    priceCents: bigint;
    feeCents: number;
    confirmations: number;
    blockMs: number;
  }
> = {
  btc: {
    network: 'bitcoin',
    minUnits: 10_000n,
    minText: '0.0001',
    priceCents: 9_500_000n,
    feeCents: 2_00,
    confirmations: 2,
    blockMs: 30_000,
  },
  eth: {
    network: 'ethereum',
    minUnits: 500_000n,
    minText: '0.005',
    priceCents: 350_000n,
    feeCents: 1_50,
    confirmations: 12,
    blockMs: 5_000,
  },
  sol: {
    network: 'solana',
    minUnits: 10_000_000n,
    minText: '0.1',
    priceCents: 18_000n,
    feeCents: 10,
    confirmations: 32,
    blockMs: 1_000,
  },
  usdt: {
    network: 'erc-20',
    minUnits: 1_000_000_000n,
    minText: '10',
    priceCents: 100n,
    feeCents: 1_00,
    confirmations: 12,
    blockMs: 5_000,
  },
  'usdt-sol': {
    network: 'solana (spl)',
    minUnits: 1_000_000_000n,
    minText: '10',
    priceCents: 100n,
    feeCents: 25,
    confirmations: 32,
    blockMs: 1_000,
  },
  xmr: {
    network: 'monero',
    minUnits: 1_000_000n,
    minText: '0.01',
    priceCents: 16_000n,
    feeCents: 50,
    confirmations: 10,
    blockMs: 2_000,
  },
};

/** USD cents to the currency's amount in 1e-8 units and as an 8-decimal string. No floats. */
export function cryptoAmount(
  currency: DepositCurrency,
  usdCents: number,
): { units: bigint; text: string } {
  const units = (BigInt(usdCents) * 100_000_000n) / CURRENCIES[currency].priceCents;
  const whole = units / 100_000_000n;
  const frac = (units % 100_000_000n).toString().padStart(8, '0');
  return { units, text: `${whole}.${frac}` };
}

export { FUNDING_ASSETS, type FundingAsset };

/** Merchants the sandbox uses when a purchase names none (and the demo panel offers as presets). */
export const DEFAULT_MERCHANT = {
  name: 'Sandbox Store',
  category: 'ecommerce',
  mcc: '5999',
  country: 'US',
};

export const DECLINE_REASONS = {
  card_frozen: 'The card is frozen.',
  card_terminated: 'The card is terminated.',
  category_not_allowed: 'The merchant category is not allowed on this card.',
  exceeds_bin_transaction_limit: "The amount is above the BIN's per-transaction maximum.",
  exceeds_bin_monthly_limit: "This purchase would exceed the BIN's monthly maximum.",
  exceeds_spending_limit: "This purchase would exceed the card's monthly spending limit.",
  insufficient_card_balance: 'The card balance is too low.',
  three_ds_expired: 'The 3-D Secure challenge was not completed within 5 minutes.',
} as const;
export type DeclineCode = keyof typeof DECLINE_REASONS;
