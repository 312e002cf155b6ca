import { ServiceError } from '../domain/errors';
import { RateLimiter, type Limits } from '../domain/rate-limit';
import type { Route } from './route';

/** Who is counted: an account by its seed's hash, anyone else by client address. */
export type Caller = { kind: 'account'; seedHash: string } | { kind: 'client'; address: string };

const GENERATE = new Set(['generate', 'postGenerate']);

/**
 * The spec's limits, applied to the route the request reaches (never to the raw path):
 * 1,000/min and 10,000/h for every request, 50 card creations/min, 30 card-details reads/min.
 * Requests without a valid seed (generate, the OpenAPI document, refused seeds) are counted per
 * client address, and a generate counts as a card creation: it issues a card.
 */
export function createRateLimits(limits: Limits | false) {
  const limiter = new RateLimiter();

  function check(caller: Caller, route: Route | null, now: number) {
    if (!limits) return;
    const scope = caller.kind === 'account' ? `seed:${caller.seedHash}` : `ip:${caller.address}`;
    const rules = [
      { key: `${scope}:m`, limit: limits.perMinute, windowMs: 60_000 },
      { key: `${scope}:h`, limit: limits.perHour, windowMs: 3_600_000 },
    ];
    const operation = route?.operationId ?? '';
    if (operation === 'createCard' || (caller.kind === 'client' && GENERATE.has(operation)))
      rules.push({ key: `${scope}:create`, limit: limits.cardCreatesPerMinute, windowMs: 60_000 });
    if (operation === 'getCardDetails')
      rules.push({ key: `${scope}:details`, limit: limits.detailsPerMinute, windowMs: 60_000 });
    const wait = limiter.check(rules, now);
    if (wait > 0)
      throw new ServiceError('rate_limited', `Too many requests. Try again in ${wait} s.`, {
        'Retry-After': String(wait),
      });
  }

  return { check, clear: () => limiter.clear() };
}
