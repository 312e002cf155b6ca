import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ERROR_WORDS } from './error-words';
import type { core } from 'zod/mini';

export type ApiErrorInit = {
  status: number;
  code: string;
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
  readonly code: string;
  readonly requestId: string | undefined;
  /** Seconds until a retry may succeed, from `Retry-After` on a 429. */
  readonly retryAfterSeconds: number | undefined;
  readonly details: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
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

/** Formats zod issues as "data[0].balance: expected number, received string". */
export function describeIssues(issues: readonly core.$ZodIssue[]): string {
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
    if (error.isRateLimited && error.retryAfterSeconds !== undefined) {
      const seconds = error.retryAfterSeconds;
      return `${words} ${t`Try again in ${seconds} s.`}`;
    }
    return words;
  }
  if (error instanceof Error) return error.message;
  return t`Something went wrong.`;
}

/**
 * For a message shown at a form field: the service's own sentence where the person reads English
 * (it names the amounts: "The wallet holds $10.00, less than the $50.00 asked for"), the words
 * of this language otherwise.
 */
export function fieldErrorMessage(error: unknown): string {
  return isApiError(error) && i18n.locale === 'en' ? error.message : errorMessage(error);
}
