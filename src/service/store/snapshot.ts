import { z } from 'zod';
import { CURRENCY_OF_ASSET, DEPOSIT_CURRENCIES, type DepositCurrency } from '../../contract/wallet';
import { addressFor } from '../domain/addresses';
import { SNAPSHOT_VERSION, type Account, type ServiceState } from '../domain/state';
import { seededRandom } from '../runtime';
import { MONEY_MAX_CENTS } from '../../contract/limits';

/** Where the sandbox keeps its state between runs: localStorage in the demo, a file from Node. */
export interface Store {
  load(): unknown;
  save(state: ServiceState): void;
}

export function memoryStore(
  initial: unknown = null,
): Store & { saved: ServiceState | null; saves: number } {
  let raw = initial;
  return {
    saved: null,
    saves: 0,
    load: () => raw,
    save(state) {
      this.saved = structuredClone(state);
      this.saves += 1;
      raw = this.saved;
    },
  };
}

/**
 * One account as kept: its collections, and its money as safe integers under the ceiling
 * (decision 023) — a wallet past it made every read a 500 before issue #47.
 */
const money = z.number().int().min(0).max(MONEY_MAX_CENTS);
const accountSchema = z.looseObject({
  id: z.string(),
  seedHash: z.string(),
  walletCents: money,
  cards: z.array(
    z.looseObject({
      id: z.string(),
      balanceCents: money,
      totalSpentCents: money.optional(),
      status: z.string(),
    }),
  ),
  transactions: z.array(z.looseObject({ id: z.string() })),
  deposits: z.array(z.looseObject({ id: z.string() })),
  challenges: z.array(z.looseObject({ id: z.string() })),
  webhooks: z.array(z.looseObject({ id: z.string() })),
  deliveries: z.array(z.looseObject({ id: z.string() })),
});

/** The outer shape is checked; a snapshot of another version or shape is refused, not half-read. */
const snapshotSchema = z.looseObject({
  version: z.literal(SNAPSHOT_VERSION),
  secret: z.string().regex(/^[0-9a-f]{32,}$/),
  accounts: z.record(z.string().regex(/^[0-9a-f]{64}$/), z.unknown()),
});

const issueText = (issue: z.core.$ZodIssue | undefined) =>
  issue ? `${issue.path.join('.') || 'the account'}: ${issue.message}` : 'not an account';

/**
 * `owned`: the value was just built for this call (rows read back), so it is not copied again.
 * `quarantine` (a record store's rows, at start): an account that fails its check is set apart
 * in `state.quarantined` with why, and every other account is served (decision 014); without
 * it (a JSON snapshot, the demo's) one bad account refuses the whole snapshot.
 */
export function restoreSnapshot(
  raw: unknown,
  options: { owned?: boolean; quarantine?: boolean } = {},
): ServiceState {
  const value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const parsed = snapshotSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `not a version ${SNAPSHOT_VERSION} sandbox snapshot (${parsed.error.issues[0]?.path.join('.')})`,
    );
  const state = (options.owned ? value : structuredClone(value)) as ServiceState;
  const quarantined: Record<string, string> = {};
  for (const [seedHash, account] of Object.entries(state.accounts)) {
    const checked = accountSchema.safeParse(account);
    if (checked.success) continue;
    const why = issueText(checked.error.issues[0]);
    if (!options.quarantine)
      throw new Error(
        `not a version ${SNAPSHOT_VERSION} sandbox snapshot (accounts.${seedHash}.${why})`,
      );
    quarantined[seedHash] = `account ${accountName(account, seedHash)}: ${why}`;
    delete state.accounts[seedHash];
  }
  delete state.quarantined;
  if (Object.keys(quarantined).length) state.quarantined = quarantined;
  for (const account of Object.values(state.accounts)) migrateAddresses(account);
  return state;
}

/** How a log names an account: its id (never its seed), else the start of its seed's hash. */
export function accountName(account: unknown, seedHash: string): string {
  const id = (account as { id?: unknown } | null)?.id;
  return typeof id === 'string' && /^acct_[a-z0-9]{1,64}$/.test(id)
    ? id
    : `${seedHash.slice(0, 12)}…`;
}

/**
 * Snapshots before one-address-per-asset kept a funding address apart from the deposit addresses
 * (two BTC addresses for one account). The funding address — the one shown at sign-up — wins;
 * a currency the account never had gets an address derived from the account, so a reload
 * always shows the same one.
 */
function migrateAddresses(account: Account) {
  const old = account as Account & {
    fundingAddress?: string;
    depositAddresses?: Partial<Record<DepositCurrency, string>>;
  };
  if (old.addresses && DEPOSIT_CURRENCIES.every((c) => old.addresses[c])) return;
  const derived = seededRandom(parseInt(account.seedHash.slice(0, 8), 16));
  const addresses = { ...old.depositAddresses, ...old.addresses } as Record<
    DepositCurrency,
    string
  >;
  if (old.fundingAddress) addresses[CURRENCY_OF_ASSET[account.fundingAsset]] = old.fundingAddress;
  for (const currency of DEPOSIT_CURRENCIES) addresses[currency] ??= addressFor(derived, currency);
  account.addresses = addresses;
  delete old.fundingAddress;
  delete old.depositAddresses;
}
