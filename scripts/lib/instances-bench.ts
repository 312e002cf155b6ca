/**
 * The pure parts of scripts/bench-instances.ts (issue #52 item 4): which request the n-th one is,
 * each instance's rate from what the proxy counted, and the table's rows.
 */

/** An account the benchmark drives: its seed and its card. */
export type BenchAccount = { seed: string; cardId: string };

export type MixRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
};

/**
 * What an integrator's test suite does to its account: reads, card funding and withdrawing, and
 * purchases, half reads and half writes. Every one of them is a turn on PostgreSQL (decision 047):
 * a transaction holding the account's lock, even a read.
 */
const OPERATIONS: Array<(card: string) => MixRequest> = [
  () => ({ method: 'GET', path: '/cards' }),
  (card) => ({ method: 'POST', path: `/cards/${card}/fund`, body: '{"amount":1}' }),
  () => ({ method: 'GET', path: '/wallet/balance' }),
  (card) => ({ method: 'POST', path: `/cards/${card}/withdraw`, body: '{"amount":1}' }),
  () => ({ method: 'GET', path: '/transactions?per_page=20' }),
  (card) => ({
    method: 'POST',
    path: '/sandbox/purchases',
    body: JSON.stringify({ card_id: card, amount: 0.01 }),
  }),
];

export const OPERATION_COUNT = OPERATIONS.length;

/**
 * The n-th request of a run: accounts in turn (so concurrent requests are of different accounts
 * whenever there are several), and each account through the operations in turn.
 */
export function mixRequest(n: number, accounts: readonly BenchAccount[], basePath: string) {
  const account = accounts[n % accounts.length]!;
  const operation = OPERATIONS[Math.floor(n / accounts.length) % OPERATIONS.length]!;
  const request = operation(account.cardId);
  return { ...request, path: basePath + request.path, seed: account.seed };
}

/** Requests per second of each instance, from the proxy's count of what each one answered. */
export function perSecond(counts: readonly number[], ms: number): number[] {
  return counts.map((count) => (ms > 0 ? (count * 1000) / ms : 0));
}

/** The median of some numbers (the upper one of an even count, as the other bench scripts). */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of nothing');
  return [...values].sort((a, b) => a - b)[values.length >> 1]!;
}

export type InstancesRow = {
  store: string;
  instances: number;
  load: string;
  /** Requests per second, each instance's. */
  perInstance: readonly number[];
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors. */
  failed: number;
  /** CPU time per request, in µs: the instances' together, and PostgreSQL's (null: SQLite). */
  cpu: { api: number; database: number | null };
};

const whole = (n: number) => Math.round(n).toLocaleString('en');

/** The table's columns: heading, width, and the row's text (right-aligned unless `left`). */
const COLUMNS: Array<{
  head: string;
  width: number;
  left?: boolean;
  cell: (r: InstancesRow) => string;
}> = [
  { head: 'store', width: 10, left: true, cell: (r) => r.store },
  { head: 'inst.', width: 5, cell: (r) => String(r.instances) },
  { head: 'load', width: 6, cell: (r) => r.load },
  { head: 'req/s', width: 7, cell: (r) => whole(r.perInstance.reduce((a, b) => a + b, 0)) },
  {
    head: 'per instance (req/s)',
    width: 22,
    left: true,
    cell: (r) => r.perInstance.map(whole).join(' · '),
  },
  { head: 'p50 ms', width: 7, cell: (r) => String(r.p50) },
  { head: 'p99 ms', width: 7, cell: (r) => String(r.p99) },
  { head: 'failed', width: 7, cell: (r) => String(r.failed) },
  { head: 'CPU µs/req: api', width: 16, cell: (r) => whole(r.cpu.api) },
  {
    head: '+ database',
    width: 10,
    cell: (r) => (r.cpu.database === null ? '—' : whole(r.cpu.database)),
  },
];

const line = (cells: string[]) =>
  cells
    .map((text, i) => {
      const { width, left } = COLUMNS[i]!;
      return left ? text.padEnd(width) : text.padStart(width);
    })
    .join('  ');

export const INSTANCES_HEADER = line(COLUMNS.map((c) => c.head));

/** One line of the table, each figure ending under its heading in INSTANCES_HEADER. */
export function instancesLine(row: InstancesRow): string {
  return line(COLUMNS.map((c) => c.cell(row)));
}
