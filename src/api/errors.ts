import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ERROR_WORDS } from './error-words';
import type { ApiErrorCode } from '../contract/errors';

/**
 * The service's `error` as a contract code, or null for a code the contract does not know. The
 * words table has every code as a key (it is typed so), which spares the app the contract's table.
 */
export function knownErrorCode(code: string): ApiErrorCode | null {
  return Object.hasOwn(ERROR_WORDS, code) ? (code as ApiErrorCode) : null;
}

export type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  /** The `error` of the body as received, when it is not one of the contract's codes. */
  wireCode?: string | undefined;
  message: string;
  requestId?: string | undefined;
  retryAfterSeconds?: number | undefined;
  details?: unknown;
};

/**
 * Every failure of an API call: an error body from the service, a generate error, a network
 * failure (status 0), a body that is not JSON or not the expected shape.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The service's machine-readable `error` code, or one of ours: network_error, invalid_response. */
  readonly code: ApiErrorCode;
  /**
   * The body's `error` as received: the same as `code`, or a real provider's own code that the
   * contract does not know (then `code` says what the status means, e.g. `http_error`).
   */
  readonly wireCode: string;
  readonly requestId: string | undefined;
  /** Seconds until a retry may succeed, from `Retry-After` on a 429. */
  readonly retryAfterSeconds: number | undefined;
  readonly details: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.wireCode = init.wireCode ?? init.code;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.details = init.details;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
  get isRateLimited(): boolean {
    return this.status === 429;
  }
  get isNetworkError(): boolean {
    return this.code === 'network_error';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether `error` is an ApiError with one of `codes`; the codes are the contract's (typed). */
export function hasErrorCode(error: unknown, codes: readonly ApiErrorCode[]): error is ApiError {
  return isApiError(error) && codes.includes(error.code);
}

/** Formats zod issues as "data[0].balance: expected number, received string". */
export function describeIssues(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
    .join('; ');
}

export function formatPath(path: readonly PropertyKey[]): string {
  // A developer's notation for where in an answer a field is wrong, not words.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (path.length === 0) return '(root)';
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    const name = String(key);
    return acc ? `${acc}.${name}` : name;
  }, '');
}

/** Parses `Retry-After`: delta-seconds or an HTTP date. */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A sentence for people, from any error an API call can throw. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    const known = ERROR_WORDS[error.code];
    const words = known ? i18n._(known) : error.message;
    // A 503 says when to come back as a 429 does (decision 024).
    const wait = error.retryAfterSeconds;
    if (wait !== undefined && (error.isRateLimited || error.status === 503))
      return `${words} ${whenToRetry(wait)}`;
    return words;
  }
  if (error instanceof Error) return error.message;
  return t`Something went wrong.`;
}

/** "Try again in 5 s." — in minutes past a minute, "now" at 0 (Retry-After: 0 means at once). */
function whenToRetry(seconds: number): string {
  if (seconds === 0) return t`Try again now.`;
  if (seconds < 60) return t`Try again in ${seconds} s.`;
  const minutes = Math.ceil(seconds / 60);
  return t`Try again in ${minutes} min.`;
}

/**
 * For a message shown at a form field: the service's own sentence where the person reads English
 * (it names the amounts: "The wallet holds $10.00, less than the $50.00 asked for"), the words
 * of this language otherwise.
 */
export function fieldErrorMessage(error: unknown): string {
  return isApiError(error) && i18n.locale === 'en' ? error.message : errorMessage(error);
}
