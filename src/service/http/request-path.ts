import { ServiceError } from '../domain/errors';
import type { Route } from './route';
import { ROUTES } from './routes';

export const API_PREFIX = '/v1/api';

/**
 * One spelling per path: every segment percent-decoded once, empty segments (`//`) dropped, no
 * trailing slash. Routing and every rate limit read this form, so `/cards/x/detail%73` and
 * `//x/cards/x/details` cannot reach a route by a door its limit does not watch. An encoded `/`
 * or `\`, a dot segment or a control character has no meaning in this API and is refused.
 */
export function canonicalPath(pathname: string): string {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new ServiceError('invalid_request', 'The path is not valid percent-encoding.');
    }
    if (/[/\\]/.test(segment) || segment === '.' || segment === '..' || hasControl(segment))
      throw new ServiceError(
        'invalid_request',
        'The path may not contain encoded slashes, dot segments or control characters.',
      );
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The canonical path below `/v1/api` (`/` for the generate endpoint). */
export function apiPath(pathname: string): string {
  const path = canonicalPath(pathname);
  const match = /\/v1\/api(?=\/|$)/.exec(path);
  if (!match)
    throw new ServiceError('not_found', `No route ${path}; the API lives under ${API_PREFIX}.`);
  return path.slice(match.index + API_PREFIX.length) || '/';
}

/** The canonical path re-encoded for the router, which decodes parameters itself. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

const compiled = ROUTES.map((route) => ({ route, regex: patternToRegex(route.path) }));

/** The route a request will reach, decided once, before auth, limits and the body are looked at. */
export function findRoute(method: string, path: string): Route | null {
  return (
    compiled.find((c) => c.route.method.toUpperCase() === method && c.regex.test(path))?.route ??
    null
  );
}

/** 405 with `Allow` when the path exists under another method, else 404. */
export function routeMissing(method: string, path: string): ServiceError {
  const allowed = [
    ...new Set(compiled.filter((c) => c.regex.test(path)).map((c) => c.route.method.toUpperCase())),
  ];
  if (allowed.length)
    return new ServiceError(
      'method_not_allowed',
      `${method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
      { Allow: allowed.join(', ') },
    );
  return new ServiceError('not_found', `No route ${method} ${path}.`);
}

function patternToRegex(pattern: string): RegExp {
  return new RegExp(
    `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`,
  );
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
