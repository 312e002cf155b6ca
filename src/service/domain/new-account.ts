import { seededRandom, type Random } from '../runtime';
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
 * `accountAdded` marks all its records, so call `finish` once the account is built. With a
 * `randomSeed`, the account's data and what is built in it draw from a generator seeded with it,
 * the seed itself still from the service's randomness (decision 036).
 */
export function newAccountContext(
  env: ServiceEnv,
  params: {
    card?: Network | undefined;
    asset?: FundingAsset | undefined;
    randomSeed?: number | undefined;
  } = {},
) {
  const data = params.randomSeed === undefined ? env.random : seededRandom(params.randomSeed);
  const { seed, account, secretsKey } = generateAccount(
    env.state,
    env.random,
    env.now,
    params,
    data,
  );
  const ctx: Ctx = {
    state: env.state,
    account,
    now: env.now,
    random: data,
    events: [],
    secretsKey,
    changes: env.changes,
  };
  return { seed, ctx, finish: () => accountAdded(env.changes, account) };
}
