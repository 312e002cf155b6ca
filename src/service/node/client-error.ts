import { randomBytes } from 'node:crypto';
import { errorBody } from '../../contract/errors';
import { ERROR_CODES, type ErrorCode } from '../domain/errors';

const ANSWERS: Record<string, { error: ErrorCode; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    error: 'headers_too_large',
    reason: 'Request Header Fields Too Large',
    message: 'The request line and headers are larger than 16 KiB.',
  },
  // Node's headers or request timeout (http-timeouts.ts, decision 015).
  ERR_HTTP_REQUEST_TIMEOUT: {
    error: 'request_timeout',
    reason: 'Request Timeout',
    message: 'The request was not received in time.',
  },
};
const NOT_HTTP = {
  error: 'invalid_request',
  reason: 'Bad Request',
  message: 'The request is not valid HTTP.',
} as const;

/**
 * What Node's HTTP parser answers by itself (before any handler runs) gets the spec's error body
 * too: a request line or headers over 16 KiB (431), a request too slow to arrive (408) or a
 * request that is not HTTP (400).
 */
export function clientErrorResponse(code: string | undefined): string {
  const answer = (code && ANSWERS[code]) || NOT_HTTP;
  const status = ERROR_CODES[answer.error].status;
  const body = JSON.stringify(
    errorBody(answer.error, answer.message, `req_${randomBytes(8).toString('hex')}`),
  );
  return [
    `HTTP/1.1 ${status} ${answer.reason}`,
    'Content-Type: application/json',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
