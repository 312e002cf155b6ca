import type { Random } from '../runtime';
import { generateAccount } from './accounts';
import type { FundingAsset } from './catalogue';
import { accountAdded, type ChangeSet } from './changes';
import type { Ctx } from './context';
import type { Network, ServiceState } from './state';

/** What an operation outside any account has: generate's environment. */
export type ServiceEnv = {
  state: ServiceState;
  random: Random;
  /** The service's clock (a new account's clock starts at it: offset 0). */
  now: number;
  changes: ChangeSet;
};

/**
 * A new account, as generate makes it, with a context to act in it (scenarios build through it).
 * `accountAdded` marks all its records, so call `finish` once the account is built.
 */
export function newAccountContext(
  env: ServiceEnv,
  params: { card?: Network | undefined; asset?: FundingAsset | undefined } = {},
) {
  const { seed, account, secretsKey } = generateAccount(env.state, env.random, env.now, params);
  const ctx: Ctx = {
    state: env.state,
    account,
    now: env.now,
    random: env.random,
    events: [],
    secretsKey,
    changes: env.changes,
  };
  return { seed, ctx, finish: () => accountAdded(env.changes, account) };
}
