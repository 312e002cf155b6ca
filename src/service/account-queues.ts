import type { DeliveryLimits } from './delivery-limits';

/** How the destination did: 'failed' (no answer in time, no connection, 5xx, 429) backs it off. */
export type HostOutcome = 'answered' | 'failed';

type Entry = { id: string; webhookId: string; host: string; notBefore: number; held: boolean };
type Host = { failures: number; until: number; busy: number };
/** An account's first ready entry (its index), else when one may be ready (Infinity: not by time). */
type Pick = { index: number; wake: number };

/**
 * One queue of deliveries per account, served round-robin (issue #47 item 2, decision 015): a free
 * slot goes to the account, among those with a delivery ready, that was served longest ago (or
 * never, since its queue last ran empty). An entry is ready when its retry time has come, its
 * account holds fewer than `slotsPerAccount` slots and has budget left, and its host (for that
 * account) is not backed off. p-limit's single FIFO cannot skip an entry that is not ready, which
 * is why this is not built on it.
 */
export function createAccountQueues(options: {
  limits: DeliveryLimits;
  /** In the slot: sends delivery `id` if it is still wanted; null when nothing was sent. */
  run: (account: string, id: string) => Promise<HostOutcome | null>;
  /** Whether a held entry's delivery is still in the state (its commit may have been refused). */
  exists: (account: string, id: string) => boolean;
}) {
  const { limits } = options;
  const now = () => performance.now();
  const queues = new Map<string, Entry[]>();
  const inFlight = new Map<string, number>();
  /** When each account with work was last served (a counter); forgotten once it is idle. */
  const served = new Map<string, number>();
  let turns = 0;
  /** Per account, its destinations that failed last (or have a POST in flight). */
  const hosts = new Map<string, Map<string, Host>>();
  const spent = new Map<string, number[]>();
  let running = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle: Array<() => void> = [];

  /** Budget left now (0), or when the oldest POST of the window leaves it. */
  function budgetFreeAt(account: string, at: number): number {
    const times = spent.get(account) ?? [];
    while (times.length && times[0]! <= at - limits.budgetWindowMs) times.shift();
    if (!times.length) spent.delete(account);
    return times.length < limits.budget ? 0 : times[0]! + limits.budgetWindowMs;
  }

  function ready(account: string, queue: Entry[], at: number): Pick {
    const none = { index: -1, wake: Infinity };
    if ((inFlight.get(account) ?? 0) >= limits.slotsPerAccount) return none; // an end pumps
    const budgetAt = budgetFreeAt(account, at);
    if (budgetAt > at) return { index: -1, wake: budgetAt };
    let wake = Infinity;
    for (let i = 0; i < queue.length; i++) {
      const entry = queue[i]!;
      if (entry.held) {
        if (!options.exists(account, entry.id)) queue.splice(i--, 1);
        continue;
      }
      if (entry.notBefore > at) {
        wake = Math.min(wake, entry.notBefore);
        continue;
      }
      const host = hosts.get(account)?.get(entry.host);
      if (host && host.failures > 0) {
        if (host.busy > 0) continue; // one probe at a time; its end pumps again
        if (host.until > at) {
          wake = Math.min(wake, host.until);
          continue;
        }
      }
      return { index: i, wake };
    }
    return { index: -1, wake };
  }

  function start(account: string, entry: Entry) {
    const own = hosts.get(account) ?? new Map<string, Host>();
    hosts.set(account, own);
    const host = own.get(entry.host) ?? { failures: 0, until: 0, busy: 0 };
    own.set(entry.host, host);
    host.busy += 1;
    running += 1;
    inFlight.set(account, (inFlight.get(account) ?? 0) + 1);
    // Stamped now, not at the pump's start: the POST begins synchronously from here, and a window
    // measured from an earlier stamp let a slow pump fit a sixth POST in (measured 145.6 of 150 ms).
    const sentAt = now();
    const times = spent.get(account) ?? [];
    times.push(sentAt);
    spent.set(account, times);
    void options
      .run(account, entry.id)
      .catch(() => 'failed' as const)
      .then((outcome) => {
        host.busy -= 1;
        if (outcome === 'failed') {
          host.failures += 1;
          const [first, most] = limits.hostBackoffMs;
          host.until = now() + Math.min(first * 2 ** (host.failures - 1), most);
        } else if (outcome === 'answered') host.failures = 0;
        else refund(times, sentAt); // nothing was sent: no budget used
        if (host.failures === 0 && host.busy === 0) own.delete(entry.host);
        running -= 1;
        const left = inFlight.get(account)! - 1;
        if (left) inFlight.set(account, left);
        else inFlight.delete(account);
        if (!left && !queues.has(account)) forgetIdle(account);
        pump();
      });
  }

  /**
   * An account with nothing queued or in flight keeps only what still matters: back-offs not yet
   * over (at most the hosts of its last 100 deliveries) and POSTs inside the budget's window.
   */
  function forgetIdle(account: string) {
    served.delete(account);
    const at = now();
    const own = hosts.get(account);
    for (const [name, host] of own ?? []) if (host.until <= at) own!.delete(name);
    if (own?.size === 0) hosts.delete(account);
    budgetFreeAt(account, at);
  }

  function pump() {
    clearTimeout(timer);
    timer = undefined;
    const at = now();
    let wake = Infinity;
    while (running < limits.slots) {
      wake = Infinity;
      let best: { account: string; queue: Entry[]; index: number; turn: number } | null = null;
      for (const [account, queue] of queues) {
        const turn = served.get(account) ?? 0;
        if (best && turn >= best.turn) continue; // served more recently than the best so far
        const pick = ready(account, queue, at);
        if (pick.index >= 0) best = { account, queue, index: pick.index, turn };
        else wake = Math.min(wake, pick.wake);
      }
      for (const [account, queue] of queues) if (!queue.length) queues.delete(account);
      if (!best) break;
      const [entry] = best.queue.splice(best.index, 1);
      if (!best.queue.length) queues.delete(best.account);
      served.set(best.account, ++turns);
      start(best.account, entry!);
    }
    if (wake < Infinity) timer = setTimeout(pump, Math.max(1, wake - at));
    if (running === 0 && queues.size === 0) for (const done of idle.splice(0)) done();
  }

  return {
    /** Deliveries of `account` waiting or in flight (what `pendingPerAccount` bounds). */
    pending: (account: string) => (queues.get(account)?.length ?? 0) + (inFlight.get(account) ?? 0),
    /** Queues a delivery; a held one waits for `release` (its commit). */
    add(
      account: string,
      delivery: { id: string; url: string; webhookId: string },
      at: { delayMs?: number; held?: boolean } = {},
    ) {
      const queue = queues.get(account) ?? [];
      queue.push({
        id: delivery.id,
        webhookId: delivery.webhookId,
        host: hostOf(delivery.url),
        notBefore: now() + (at.delayMs ?? 0),
        held: !!at.held,
      });
      queues.set(account, queue);
      if (!at.held) pump();
    },
    /** Takes out the account's queued deliveries of webhooks `live` no longer names; their ids. */
    purge(account: string, live: (webhookId: string) => boolean): string[] {
      const queue = queues.get(account);
      if (!queue) return [];
      const gone = queue.filter((entry) => !live(entry.webhookId));
      if (gone.length)
        queues.set(
          account,
          queue.filter((entry) => live(entry.webhookId)),
        );
      pump();
      return gone.map((entry) => entry.id);
    },
    release(account: string, ids: Set<string>) {
      for (const entry of queues.get(account) ?? []) if (ids.has(entry.id)) entry.held = false;
      pump();
    },
    /** Resolves when nothing is queued or in flight. */
    settle: () =>
      running === 0 && queues.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idle.push(resolve)),
  };
}

function refund(times: number[], at: number) {
  const index = times.lastIndexOf(at);
  if (index >= 0) times.splice(index, 1);
}

/** A destination is a host and port: paths and queries of one server share its back-off. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
