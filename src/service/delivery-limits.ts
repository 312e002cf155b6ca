/**
 * How webhook deliveries share the sender (issue #47 item 2, decision 015). Every figure is a
 * bound: one account's endpoints, however slow or many, hold its own deliveries only.
 */
export type DeliveryLimits = {
  /** Sends in flight at once, all accounts together. */
  slots: number;
  /** Of those, at most this many for one account: the others always find a free slot. */
  slotsPerAccount: number;
  /** Deliveries of one account waiting or in flight; past it a new one is logged failed, not sent. */
  pendingPerAccount: number;
  /** POSTs (first attempts and retries) one account may make in any `budgetWindowMs`. */
  budget: number;
  budgetWindowMs: number;
  /** A failed delivery is tried again after each of these delays (then it has failed). */
  retryMs: number[];
  /**
   * After a host fails (no answer in time, no connection, 5xx or 429), that account's next POST
   * to it waits `[0]` ms, doubling with each failure in a row up to `[1]`; one in flight to it
   * meanwhile. Any other answer clears it.
   */
  hostBackoffMs: [first: number, most: number];
};

export const DELIVERY_LIMITS: DeliveryLimits = {
  slots: 8,
  slotsPerAccount: 2,
  pendingPerAccount: 100,
  budget: 120,
  budgetWindowMs: 60_000,
  retryMs: [1_000, 5_000, 25_000],
  hostBackoffMs: [1_000, 60_000],
};

/** How long one POST may take, from Node (webhook-sender.ts). */
export const DELIVERY_TIMEOUT_MS = 5_000;
