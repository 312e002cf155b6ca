import type pg from 'pg';
import type { ChangeSet } from '../domain/changes';
import type { DeliveryRecord } from '../domain/state';

/** graphile-worker's name for the sandbox's one kind of job (delivery-jobs.ts runs it). */
export const DELIVERY_TASK = 'sandbox_delivery';

/** One attempt of one delivery: the job does nothing once the delivery's `attempts` moved on. */
export type DeliveryJob = { seedHash: string; id: string; attempt: number };

/**
 * Adds the job in the caller's transaction (decision 047): it exists exactly when the delivery's
 * row is kept. The named queue is the account's, and graphile-worker runs one job of a named
 * queue at a time across every instance, so one account's backlog holds its own queue only
 * (decision 015's fairness). The job key (delivery and attempt) makes a second write of the same
 * attempt one job, not two.
 */
export async function enqueueDelivery(client: pg.ClientBase, job: DeliveryJob, delayMs = 0) {
  await client.query(
    `SELECT graphile_worker.add_job($1, $2::json, queue_name => $3,
       run_at => now() + $4 * interval '1 millisecond', job_key => $5,
       job_key_mode => 'preserve_run_at', max_attempts => 10)`,
    [
      DELIVERY_TASK,
      JSON.stringify(job),
      `sandbox:${job.seedHash}`,
      delayMs,
      `sandbox:${job.id}:${job.attempt}`,
    ],
  );
}

/** The deliveries a change set makes: new rows still to send (their first attempt). */
export function newDeliveries(changes: ChangeSet): DeliveryJob[] {
  const jobs: DeliveryJob[] = [];
  for (const change of changes.records.values()) {
    const delivery = change.value as DeliveryRecord | null;
    if (change.kind !== 'deliveries' || !delivery) continue;
    if (delivery.status === 'pending' && delivery.attempts === 0)
      jobs.push({ seedHash: change.seedHash, id: change.id, attempt: 0 });
  }
  return jobs;
}
