import { randomInt, randomString, type Random } from '../runtime';
import { newAddresses } from './addresses';
import { expiryFrom } from './card-expiry';
import { BINS, type FundingAsset } from './catalogue';
import { iso } from './context';
import { sha256Hex } from './crypto';
import { panFor, secretsKeyFor } from './secrets';
import type { Account, CardRecord, Network, ServiceState } from './state';
import { newId } from '../runtime';

/** Seeds: four groups of four from an alphabet without look-alikes (no 0/O, 1/I/L). */
const SEED_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SEED_FORMAT = /^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/;

export function seedHash(seed: string): string {
  return sha256Hex(`seed:${seed.trim().toUpperCase()}`);
}

export function findAccount(state: ServiceState, seed: string | null): Account | undefined {
  if (!seed || !SEED_FORMAT.test(seed.trim())) return undefined;
  const key = seedHash(seed);
  return Object.hasOwn(state.accounts, key) ? state.accounts[key] : undefined;
}

const HOLDER_NAMES = [
  'ALEX MORGAN',
  'SAM TAYLOR',
  'JORDAN LEE',
  'RILEY CHEN',
  'CASEY NOVAK',
  'JAMIE ORTIZ',
];
const ADDRESSES = [
  { line1: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
  { line1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' },
  { line1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US' },
];

export function billingAddressFor(cardId: string) {
  let h = 0;
  for (const ch of cardId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return ADDRESSES[h % ADDRESSES.length]!;
}

export function newCard(
  secretsKey: string,
  random: Random,
  now: number,
  options: {
    binId: string;
    network: Network;
    status: CardRecord['status'];
    label: string;
    holderName: string;
  },
): CardRecord {
  const id = newId(random, 'card');
  const pan = panFor(secretsKey, id, options.binId);
  return {
    id,
    binId: options.binId,
    network: options.network,
    last4: pan.slice(-4),
    ...expiryFrom(now),
    holderName: options.holderName,
    status: options.status,
    balanceCents: 0,
    label: options.label,
    createdAt: iso(now),
    spendingLimitCents: null,
    allowedCategories: null,
    autoFreezeAtCents: null,
    metadata: {},
    lastUsedAt: null,
    frozenAt: null,
    terminatedAt: null,
    totalSpentCents: 0,
    transactionCount: 0,
  };
}

/**
 * `GET /` and `POST /`: a new account with a unique seed, a pending card and a funding address.
 * The seed always comes from `random` (the CSPRNG outside tests); everything else from `data`,
 * which a scenario's `random_seed` makes a seeded generator so the account repeats (decision 036).
 */
export function generateAccount(
  state: ServiceState,
  random: Random,
  now: number,
  params: { card?: Network | undefined; asset?: FundingAsset | undefined },
  data: Random = random,
) {
  const network: Network = params.card ?? (randomInt(data, 2) === 0 ? 'visa' : 'mastercard');
  const asset: FundingAsset = params.asset ?? 'USDT-ERC20';
  let seed: string;
  let hash: string;
  do {
    seed = [0, 1, 2, 3].map(() => randomString(random, SEED_ALPHABET, 4)).join('-');
    hash = seedHash(seed);
    // Nor the seed of an account set apart at start: its rows are still in the data file.
  } while (Object.hasOwn(state.accounts, hash) || Object.hasOwn(state.quarantined ?? {}, hash));

  const bins = BINS.filter((b) => b.network === network);
  const bin = bins[randomInt(data, bins.length)]!;
  const secretsKey = secretsKeyFor(seed);
  const card = newCard(secretsKey, data, now, {
    binId: bin.id,
    network,
    status: 'pending_top_up',
    label: 'My first card',
    holderName: HOLDER_NAMES[randomInt(data, HOLDER_NAMES.length)]!,
  });
  const account: Account = {
    id: newId(data, 'acct'),
    seedHash: seedHash(seed),
    createdAt: iso(now),
    fundingAsset: asset,
    addresses: newAddresses(data),
    secretsFromSeed: true,
    walletCents: 0,
    cards: [card],
    transactions: [],
    deposits: [],
    challenges: [],
    webhooks: [],
    deliveries: [],
    events: [],
  };
  state.accounts[account.seedHash] = account;
  return { seed, account, card, secretsKey };
}
