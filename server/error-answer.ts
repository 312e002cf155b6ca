import { errorBody, type ErrorCode, type ServerErrorCode } from '../src/contract/errors';

/** A code npm run serve may answer: the service's own, or one of the server's (the contract's). */
export type ServeErrorCode = ErrorCode | ServerErrorCode;

const requestId = () => `req_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

/**
 * The spec's error body `{ error, message, code, request_id }` (the contract's `errorBody`), with
 * the status that goes with the code, for every answer npm run serve gives itself: the proxy's,
 * the alert routes', an unreadable request target. Never cached.
 */
export function errorResponse(
  code: ServeErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body = errorBody(code, message, requestId());
  return Response.json(body, {
    status: body.code,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}
