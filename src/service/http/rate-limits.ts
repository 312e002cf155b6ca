import ipaddr from 'ipaddr.js';
import { ServiceError } from '../domain/errors';
import { RateLimiter, type Limits, type Rule } from '../domain/rate-limit';
import type { Route } from './route';

/**
 * Windows kept where every instance counts (PostgreSQL, decision 047): seconds to wait, or 0 when
 * the request may go ahead (and is counted in every rule's window).
 */
export type SharedWindows = (rules: Rule[], now: number) => Promise<number>;

/** Who is counted: an account by its seed's hash, anyone else by client address. */
export type Caller = { kind: 'account'; seedHash: string } | { kind: 'client'; address: string };

// A scenario's new account, and a snapshot's (decision 023), are sign-ups too (issue #31): the
// same per-client and global ceilings.
const GENERATE = new Set([
  'generate',
  'postGenerate',
  'createScenarioAccount',
  'createFromSnapshot',
]);
// Each makes a request to someone's server on demand: fewer than reads (decision 021).
const WEBHOOK_SENDS = new Set(['resendDelivery', 'sendExampleEvent']);

/**
 * The key of a client address: an IPv4 address as itself (an IPv4-mapped IPv6 one folded into
 * it), an IPv6 address by its /64 — one host is routinely given a whole /64, so counting its
 * addresses one by one would give it 2^64 clients (decision 015). `bits` (a multiple of 16) names
 * a wider IPv6 network instead: 48 is a site's, the cap npm run serve's card alerts put on the
 * /64s of one site (decision 025).
 */
export function clientKey(address: string, bits: 16 | 32 | 48 | 64 = 64): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, bits / 16);
  const zeros = Array<number>(8 - prefix.length).fill(0);
  return `${new ipaddr.IPv6([...prefix, ...zeros]).toString()}/${bits}`;
}

/** The key a caller's budgets (and its held faults, faults.ts) are counted under. */
export const callerScope = (caller: Caller): string =>
  caller.kind === 'account' ? `seed:${caller.seedHash}` : `ip:${clientKey(caller.address)}`;

/**
 * The spec's limits, applied to the route the request reaches (never to the raw path):
 * 1,000/min and 10,000/h for every request, 50 card creations/min, 30 card-details reads/min.
 * Requests without a valid seed (generate, the OpenAPI document, refused seeds) are counted per
 * client address, and a generate counts as a card creation: it issues a card. Every sign-up also
 * counts against one ceiling shared by all clients (`signupsPerMinute`, decision 015).
 */
export function createRateLimits(limits: Limits | false, shared?: SharedWindows) {
  const limiter = new RateLimiter();
  const refuse = (wait: number) => {
    if (wait > 0)
      throw new ServiceError('rate_limited', `Too many requests. Try again in ${wait} s.`, {
        'Retry-After': String(wait),
      });
  };

  /** Throws 429 past a limit; with shared windows, once the database has counted (a promise). */
  function check(caller: Caller, route: Route | null, now: number): void | Promise<void> {
    if (!limits) return;
    const pool = caller.kind;
    const scope = callerScope(caller);
    const rules: Rule[] = [
      { key: `${scope}:m`, limit: limits.perMinute, windowMs: 60_000, pool },
      { key: `${scope}:h`, limit: limits.perHour, windowMs: 3_600_000, pool },
    ];
    const operation = route?.operationId ?? '';
    const signup = caller.kind === 'client' && GENERATE.has(operation);
    if (operation === 'createCard' || signup)
      rules.push({
        key: `${scope}:create`,
        limit: limits.cardCreatesPerMinute,
        windowMs: 60_000,
        pool,
      });
    if (operation === 'getCardDetails')
      rules.push({
        key: `${scope}:details`,
        limit: limits.detailsPerMinute,
        windowMs: 60_000,
        pool,
      });
    if (WEBHOOK_SENDS.has(operation))
      rules.push({
        key: `${scope}:sends`,
        limit: limits.webhookSendsPerMinute,
        windowMs: 60_000,
        pool,
      });
    if (signup)
      rules.push({ key: 'signups', limit: limits.signupsPerMinute, windowMs: 60_000, pool: 'all' });
    if (shared) return shared(rules, now).then(refuse);
    refuse(limiter.check(rules, now));
  }

  return { check, clear: () => limiter.clear(), windows: () => limiter.size };
}
