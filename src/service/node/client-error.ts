import { randomBytes } from 'node:crypto';

/**
 * What Node's HTTP parser answers by itself (before any handler runs) gets the spec's error body
 * too: a request line or headers over 16 KiB (431) or a request that is not HTTP (400).
 */
export function clientErrorResponse(code: string | undefined): string {
  const tooLarge = code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    error: tooLarge ? 'headers_too_large' : 'invalid_request',
    message: tooLarge
      ? 'The request line and headers are larger than 16 KiB.'
      : 'The request is not valid HTTP.',
    code: status,
    request_id: `req_${randomBytes(8).toString('hex')}`,
  });
  return [
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    'Content-Type: application/json',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
