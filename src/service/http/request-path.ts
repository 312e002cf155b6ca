import { ServiceError } from '../domain/errors';
import { API_BASE_PATH, pathBelow } from '../../contract/base-paths';

export const API_PREFIX = API_BASE_PATH;

/**
 * One spelling per path: every segment percent-decoded once, empty segments (`//`) dropped, no
 * trailing slash. Routing and every rate limit read this form, so `/cards/x/detail%73` and
 * `//x/cards/x/details` cannot reach a route by a door its limit does not watch. An encoded `/`
 * or `\`, a dot segment or a control character has no meaning in this API and is refused.
 */
export function canonicalPath(pathname: string): string {
  // Most paths are already canonical: nothing encoded, no empty, dot or trailing segment.
  if (PLAIN_PATH.test(pathname)) return pathname;
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

const PLAIN_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

/** The canonical path below `/v1/api` (`/` for the generate endpoint). */
export function apiPath(pathname: string): string {
  const path = canonicalPath(pathname);
  const rest = pathBelow(API_PREFIX, path, true);
  if (rest === null)
    throw new ServiceError('not_found', `No route ${path}; the API lives under ${API_PREFIX}.`);
  return rest || '/';
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether a request's URL is generate's (`/`): its errors answer `{ success: false, error }`. */
export function isGeneratePath(href: string): boolean {
  try {
    return apiPath(new URL(href).pathname) === '/';
  } catch {
    return false;
  }
}
