import type { RequestLogEntry } from '../../contract/request-log';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { SCENARIOS } from '../domain/scenarios';
import type { ServiceState } from '../domain/state';
import type { Route } from './route';

/**
 * The request log (issue #50 item 7, decision 040): each account's last requests, in memory only
 * (never in the store: a GET would become a write, and what a caller sent would reach the disk),
 * bounded per account and in all, with nothing secret in what it keeps.
 */
export const REQUESTS_PER_ACCOUNT = 50;
/** Accounts with a log; past it the log written longest ago is dropped. */
export const LOGGED_ACCOUNTS_MAX = 1_000;
export const LOGGED_PATH_MAX = 200;
const METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD']);
/**
 * An entry's accounted size: its four strings at their longest (2 bytes a UTF-16 unit: a request
 * id of 20, a method of 6, a path of LOGGED_PATH_MAX, a time of 24) and 96 for the object and
 * its two numbers. 50 entries: at most 29,800 bytes an account; 1,000 accounts: 29.8 MB.
 */
export const ENTRY_BYTES_MAX = 2 * (20 + 6 + LOGGED_PATH_MAX + 24) + 96;
export const entryBytes = (e: RequestLogEntry) =>
  2 * (e.request_id.length + e.method.length + e.path.length + e.at.length) + 96;

/** Ids this sandbox makes: a known prefix and 16 of [0-9a-z]. No seed, PAN, CVV or OTP has it. */
const SANDBOX_ID = /^(acct|card|txn|dep|dlv|evt|wh|3ds|req)_[0-9a-z]{16}$/;
/** The fixed names a path may carry: event types, scenario ids. */
const FIXED_NAMES = new Set<string>([...WEBHOOK_EVENTS, ...SCENARIOS.map((s) => s.id)]);
/** A path segment of a request that reached no route: a lowercase word, nothing with a digit. */
const WORD = /^[a-z][a-z-]{0,31}$/;
const QUERY_NAME = /^[a-z_]{1,32}$/;

/**
 * The path as the log keeps it: a route's parameter shown only when it is an id of this sandbox
 * or a fixed name, else `{name}` (a client that puts a card number or a seed where an id goes
 * leaves no trace of it); a path that reached no route keeps only its lowercase words; the query
 * only its parameters' names, every value `…` (a value could carry anything).
 */
export function loggedPath(
  path: string,
  route: Route | null,
  params: Record<string, string>,
  url: URL,
) {
  const shown = route
    ? route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
        const value = params[name] ?? '';
        return SANDBOX_ID.test(value) || FIXED_NAMES.has(value) ? value : `{${name}}`;
      })
    : path
        .split('/')
        .map((s) => (s === '' || WORD.test(s) ? s : '…'))
        .join('/');
  const names = [...new Set(url.searchParams.keys())];
  const query = names.map((n) => (QUERY_NAME.test(n) ? `${n}=…` : '…')).join('&');
  const full = query ? `${shown}?${query}` : shown;
  return full.length > LOGGED_PATH_MAX ? `${full.slice(0, LOGGED_PATH_MAX - 1)}…` : full;
}

/** What the pipeline learns of a request on its way: whose it is and where it went. */
export type Trace = {
  seedHash?: string;
  route?: Route | null;
  params?: Record<string, string>;
  path?: string;
};

export function createRequestLog() {
  // A Map keeps insertion order: an account written to is moved to the end, so the first is the
  // one written longest ago.
  const logs = new Map<string, RequestLogEntry[]>();

  function record(seedHash: string, entry: RequestLogEntry) {
    let list = logs.get(seedHash);
    if (list) logs.delete(seedHash);
    else {
      list = [];
      if (logs.size >= LOGGED_ACCOUNTS_MAX) logs.delete(logs.keys().next().value!);
    }
    list.push(entry);
    if (list.length > REQUESTS_PER_ACCOUNT) list.shift();
    logs.set(seedHash, list);
  }

  return {
    record,
    /** Logs a request that reached an account, once its answer is made. */
    note(
      trace: Trace,
      request: { method: string; url: string },
      answer: { status: number; requestId: string; started: number; ended: number },
      state: ServiceState,
    ) {
      const { seedHash } = trace;
      if (seedHash === undefined || trace.route?.operationId === 'listRequests') return;
      // A reset account's log goes with it.
      if (!state.accounts[seedHash]) return void logs.delete(seedHash);
      const method = request.method.toUpperCase();
      record(seedHash, {
        request_id: answer.requestId,
        method: METHODS.has(method) ? method : 'OTHER',
        path: loggedPath(
          trace.path ?? '/',
          trace.route ?? null,
          trace.params ?? {},
          new URL(request.url),
        ),
        status: answer.status,
        at: new Date(answer.started).toISOString(),
        duration_ms: Math.max(0, Math.round(answer.ended - answer.started)),
      });
    },
    /** The account's log, newest first. */
    list: (seedHash: string) => [...(logs.get(seedHash) ?? [])].reverse(),
    /** Accounted bytes: one account's log, or every log. */
    bytes(seedHash?: string) {
      const lists = seedHash === undefined ? [...logs.values()] : [logs.get(seedHash) ?? []];
      return lists.flat().reduce((sum, e) => sum + entryBytes(e), 0);
    },
    accounts: () => logs.size,
    clear: () => logs.clear(),
  };
}
export type RequestLog = ReturnType<typeof createRequestLog>;
