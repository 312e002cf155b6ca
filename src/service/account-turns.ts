import { SEED_FORMAT, seedHash } from './domain/accounts';
import { ServiceError } from './domain/errors';
import type { ServiceState } from './domain/state';
import { errorAnswer } from './http/error-response';
import type { Client, Turn } from './http/pipeline';
import { respond } from './http/respond';
import { newId, type Random } from './runtime';
import type { AccountTurn, ChangeSet, RecordStore } from './store/records';

/** The database could not be reached or refused the transaction: nothing was changed. */
export const unavailable = (error: unknown) => {
  console.warn('sandbox: the database cannot be reached:', (error as Error).message);
  return new ServiceError(
    'sandbox_unavailable',
    'The sandbox cannot reach its database just now; nothing was changed. Try again shortly.',
    { 'Retry-After': '2' },
  );
};

type Handle = (request: Request, client?: Client, turn?: Turn) => Promise<Response>;

/**
 * On a store shared by many instances (decision 047), each request that names a seed runs in its
 * account's turn: the account is put in memory as its rows are now (under the account's lock),
 * the request's changes go into the turn's transaction, and the answer and its webhooks wait for
 * COMMIT. A turn that keeps nothing (a bug answered 500, the database failing) takes the account
 * out of memory, to be read fresh by its next turn. Without a shared store: the handler as is.
 */
export function inAccountTurns(
  records: RecordStore | undefined,
  state: () => ServiceState,
  handle: Handle,
  random: Random,
): Handle {
  // Answered here when the turn's COMMIT fails, in the pipeline's error shape.
  const refuse = (error: ServiceError, request: Request) => {
    const requestId = newId(random, 'req');
    const mapped = errorAnswer(error, requestId, false);
    return respond(JSON.stringify(mapped.body), mapped.status, request.headers.has('Origin'), {
      'X-Request-Id': requestId,
      ...mapped.headers,
    });
  };
  const open = records?.turn?.bind(records);
  if (!open) return handle;
  return async (request, client) => {
    const seed = request.headers.get('X-Seed')?.trim();
    if (!seed || !SEED_FORMAT.test(seed)) return handle(request, client);
    const key = seedHash(seed);
    let turn: AccountTurn | undefined;
    let failed = false;
    const inTurn: Turn = {
      later: [],
      // Taken just before auth: a held fault or the latency setting does not hold the lock.
      async begin() {
        turn = await open(key).catch((error: unknown) => {
          throw unavailable(error);
        });
        const live = state();
        const fresh = turn.state.accounts[key];
        if (fresh) live.accounts[key] = fresh;
        else delete live.accounts[key];
        const why = turn.state.quarantined?.[key];
        if (why) (live.quarantined ??= {})[key] = why;
        else delete live.quarantined?.[key];
      },
      commit: (changes: ChangeSet) =>
        turn!.commit(changes, state().secret).catch((error: unknown) => {
          failed = true;
          throw unavailable(error);
        }),
    };
    const response = await handle(request, client, inTurn);
    if (!turn) return response;
    const keep = !failed && response.status < 500;
    try {
      await turn.end(keep);
    } catch (error) {
      delete state().accounts[key];
      return refuse(unavailable(error), request);
    }
    if (!keep) delete state().accounts[key];
    for (const send of inTurn.later) send();
    return response;
  };
}
