import pg from 'pg';
import type { Task } from 'graphile-worker';
import { emptyChanges, touch } from '../domain/changes';
import { iso } from '../domain/context';
import type { DeliveryLimits } from '../delivery-limits';
import { DeliveryError, requestFor, type Deliver } from '../webhook-delivery';
import { DELIVERY_TASK, type DeliveryJob } from './postgres-delivery-queue';
import type { PostgresStore } from './postgres-store';
import { quietLogger } from './quiet-logger';

type Outcome = { status: number | null; error: string | null } | 'removed';

/**
 * Webhook deliveries on PostgreSQL (decision 047): each is a graphile-worker job, added in the
 * transaction that kept the delivery, taken by one instance (not by each), one job of an account
 * at a time across all of them (its named queue), so one account's backlog never holds another's
 * (decision 015). An attempt reads the delivery fresh in the account's turn, POSTs outside any
 * lock, and keeps the outcome in a second turn — with the next attempt's job, after the same
 * delays as the in-memory sender (`retryMs`), in the same transaction. A job an instance held
 * longer than `staleMs` (it died: kill -9 leaves its locks) is unlocked for the others.
 */
export async function startDeliveryJobs(options: {
  url: string;
  store: PostgresStore;
  deliver: Deliver;
  limits: DeliveryLimits;
  staleMs: number;
}) {
  const { store, limits } = options;
  const { run } = await import('graphile-worker');

  /** The delivery and its account as kept now, if this job's attempt is still to make. */
  async function read(job: DeliveryJob, turn: Awaited<ReturnType<PostgresStore['turn']>>) {
    const account = turn.state.accounts[job.seedHash];
    const delivery = account?.deliveries.find((d) => d.id === job.id);
    if (!account || delivery?.status !== 'pending' || delivery.attempts !== job.attempt)
      return null;
    const wanted = account.webhooks.some((w) => w.id === delivery.webhookId && w.active);
    return { account, delivery, wanted };
  }

  async function look(job: DeliveryJob) {
    const turn = await store.turn(job.seedHash);
    try {
      return await read(job, turn);
    } finally {
      await turn.end(false);
    }
  }

  /** The attempt's outcome, kept in the account's turn; a retry is queued in the same COMMIT. */
  async function keep(job: DeliveryJob, outcome: Outcome) {
    const turn = await store.turn(job.seedHash);
    let kept = false;
    try {
      const found = await read(job, turn);
      if (!found) return; // another run of this job kept it, or the log let it go
      const { account, delivery, wanted } = found;
      if (outcome === 'removed')
        Object.assign(delivery, { status: 'failed', error: 'webhook removed' });
      else {
        delivery.attempts += 1;
        delivery.lastAttemptAt = iso(Date.now());
        if (outcome.status !== null) delivery.responseStatus = outcome.status;
        if (!outcome.error) Object.assign(delivery, { status: 'delivered', error: null });
        else if (!wanted) Object.assign(delivery, { status: 'failed', error: 'webhook removed' });
        else if (delivery.attempts > limits.retryMs.length)
          Object.assign(delivery, { status: 'failed', error: outcome.error });
        else {
          delivery.error = outcome.error;
          const delayMs = limits.retryMs[delivery.attempts - 1] ?? 0;
          await turn.enqueue({ ...job, attempt: delivery.attempts }, delayMs);
        }
      }
      const changes = emptyChanges();
      touch(changes, account, 'deliveries', delivery);
      await turn.commit(changes, turn.state.secret);
      kept = true;
    } finally {
      await turn.end(kept);
    }
  }

  // A failure to reach the database throws: graphile-worker runs the job again later.
  const task: Task = async (payload) => {
    const job = payload as DeliveryJob;
    const found = await look(job);
    if (!found) return;
    if (!found.wanted) return keep(job, 'removed');
    let status: number | null = null;
    let error: string | null;
    try {
      status = await options.deliver(requestFor(found.delivery));
      error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
    } catch (failure) {
      error = failure instanceof DeliveryError ? failure.message : 'could not connect';
    }
    await keep(job, { status, error });
  };

  const pool = new pg.Pool({ connectionString: options.url, max: limits.slots + 4 });
  pool.on('error', () => undefined); // a restart of the database: the pool reconnects
  const runner = await run({
    pgPool: pool,
    concurrency: limits.slots,
    noHandleSignals: true,
    pollInterval: 500,
    logger: await quietLogger(),
    taskList: { [DELIVERY_TASK]: task },
  });
  const sweep = setInterval(
    () => {
      pool
        .query(
          `SELECT graphile_worker.force_unlock_workers(array(
           SELECT DISTINCT locked_by FROM graphile_worker._private_jobs
           WHERE locked_at < now() - $1 * interval '1 millisecond'))`,
          [options.staleMs],
        )
        .catch(() => undefined);
    },
    Math.max(500, options.staleMs / 4),
  );
  sweep.unref();
  return {
    /** Lets the jobs in flight finish (at most `waitMs`), so none stays locked after a stop. */
    async stop(waitMs = 3_000) {
      clearInterval(sweep);
      await Promise.race([runner.stop(), new Promise((r) => setTimeout(r, waitMs))]).catch(
        () => undefined,
      );
      await pool.end().catch(() => undefined);
    },
  };
}
