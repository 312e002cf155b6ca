import { ServiceError } from '../domain/errors';
import type { Route, RouteEnv } from './route';
import { ROUTES } from './routes';
import { parseBody, readQuery } from './validation';

/** A route a request reaches, with its path parameters (already percent-decoded: request-path.ts). */
export type Match = { route: Route; params: Record<string, string> };

/** A route's answer before it is serialised: the value the handler returned, or a refusal's body. */
export type Outcome = { status: number; value: unknown; headers?: Record<string, string> };

/**
 * The router built from the route list. It matches the canonical path the pipeline computed once,
 * and calls the handler directly: no second Request, no second parse of the URL (an inner Hono app
 * did both on every request: decision 005).
 */
export function createRouter(routes: readonly Route[] = ROUTES) {
  const compiled = routes.map((route) => ({
    route,
    method: route.method.toUpperCase(),
    regex: patternToRegex(route.path),
  }));
  // Paths without parameters are found by a lookup, the rest by their patterns.
  const fixed = new Map(
    compiled
      .filter((c) => !c.route.path.includes(':'))
      .map((c) => [`${c.method} ${c.route.path}`, c]),
  );

  return {
    routes: compiled.map(({ route, method }) => ({ method, path: route.path, route })),

    find(method: string, path: string): Match | null {
      const exact = fixed.get(`${method} ${path}`);
      if (exact) return { route: exact.route, params: {} };
      for (const c of compiled) {
        if (c.method !== method) continue;
        const m = c.regex.exec(path);
        if (m) return { route: c.route, params: { ...m.groups } };
      }
      return null;
    },

    /** 405 with `Allow` when the path exists under another method, else 404. */
    missing(method: string, path: string): ServiceError {
      const allowed = [...new Set(compiled.filter((c) => c.regex.test(path)).map((c) => c.method))];
      if (allowed.length)
        return new ServiceError(
          'method_not_allowed',
          `${method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
          { Allow: allowed.join(', ') },
        );
      return new ServiceError('not_found', `No route ${method} ${path}.`);
    },
  };
}

/** Checks the query and body the route declares, then runs its handler. */
export async function runRoute(
  { route, params }: Match,
  url: URL,
  bodyText: string,
  env: RouteEnv,
): Promise<Outcome> {
  const raw = route.rawRequest === true;
  const parsed = route.query && !raw ? queryOf(route, url) : undefined;
  const query = route.readQuery ? route.readQuery(parsed)[0] : parsed;
  const body =
    route.body && !raw
      ? parseBody(bodyText, route.body, { optional: route.bodyOptional === true })
      : undefined;
  const value = await route.handle({
    get ctx() {
      if (!env.ctx) throw new ServiceError('unauthorized', 'Send your seed in the X-Seed header.');
      return env.ctx;
    },
    env,
    params,
    query,
    body,
    input: route.read?.(body)[0],
    url,
    method: route.method.toUpperCase(),
    bodyText,
  });
  return { status: route.status ?? 200, value };
}

/**
 * The route's query, checked. Most requests send none: the defaults are parsed once per route and
 * copied (a zod parse per GET showed in the profile: decision 005).
 */
const defaults = new WeakMap<Route, object>();
function queryOf(route: Route, url: URL): unknown {
  if (url.search !== '' && url.search !== '?') return readQuery(url, route.query);
  let parsed = defaults.get(route);
  if (!parsed) defaults.set(route, (parsed = readQuery(url, route.query) as object));
  return { ...parsed };
}

function patternToRegex(pattern: string): RegExp {
  return new RegExp(
    `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, '(?<$1>[^/]+)')}$`,
  );
}
