import { SEED_FORMAT, seedHash } from '../domain/accounts';
import type { ChangeSet } from '../domain/changes';
import type { Ctx } from '../domain/context';
import { ServiceError } from '../domain/errors';
import type { ServiceState } from '../domain/state';

/**
 * What the pipeline does with an account whose records cannot be trusted (issue #47, decisions
 * 014 and 023): one set apart at start is refused in words, and the accounts of a request that
 * failed halfway are named so they can be put back as last kept.
 */

/** Refuses (503 account_quarantined) the seed of an account set apart at start (store/records.ts). */
export function refuseQuarantined(state: ServiceState, seed: string | null): void {
  if (!state.quarantined || !seed || !SEED_FORMAT.test(seed.trim())) return;
  const hash = seedHash(seed);
  if (!Object.hasOwn(state.quarantined, hash)) return;
  throw new ServiceError(
    'account_quarantined',
    `This account is quarantined: its records in the data file failed the check at start (${state.quarantined[hash]}). It is not served and its records are left as they were; every other account is. The server's log names it.`,
  );
}

/** The caller's account and every account a change set names. */
export function touchedAccounts(ctx: Ctx | null, changes: ChangeSet): Set<string> {
  const touched = new Set<string>(changes.accounts.keys());
  if (ctx) touched.add(ctx.account.seedHash);
  for (const change of changes.records.values()) touched.add(change.seedHash);
  return touched;
}
