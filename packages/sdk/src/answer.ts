import { COMMON_ERRORS, type Operation } from '../../../src/contract/operation';
import { answerProblems } from './answer-check';
import { SIMULATED_CODES, VcsError } from './errors';
import type { OperationId } from './operation-types';
import { errorBodyOf } from './request-parts';
import { parseRetryAfter } from './retry';

/**
 * The answer of a call, as received (decision 039): the JSON, checked against the contract unless
 * `validate` is false; the `Response` of a streamed answer; or the error of a refusal.
 */
export async function answerOf(
  validate: boolean,
  id: OperationId,
  op: Operation,
  response: Response,
) {
  if (response.ok && 'contentType' in op.response) return response;
  const text = await response.text();
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  let body: unknown = undefined;
  try {
    if (text.trim() !== '') body = JSON.parse(text);
  } catch {
    if (response.ok)
      throw new VcsError({
        operation: id,
        code: 'invalid_response',
        status: response.status,
        requestId,
        message: `${op.method.toUpperCase()} ${op.path} answered something that is not JSON.`,
      });
  }
  if (!response.ok) throw errorOf(id, op, response, body, requestId);
  if (validate) {
    const problems = answerProblems(op.response, body);
    if (problems)
      throw new VcsError({
        operation: id,
        code: 'invalid_response',
        status: response.status,
        requestId,
        message: `${op.method.toUpperCase()} ${op.path} answered outside the contract:\n${problems}`,
        details: body,
      });
  }
  return body;
}

/** The error of a refused call: its code if the operation declares it, else `undeclared_error`. */
function errorOf(
  id: OperationId,
  op: Operation,
  response: Response,
  body: unknown,
  requestId?: string,
) {
  const declared = new Set<string>([...op.errors, ...COMMON_ERRORS, ...SIMULATED_CODES]);
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  const base = { operation: id, status: response.status, retryAfterSeconds, details: body };
  const spec = errorBodyOf(body);
  if (spec)
    return new VcsError({
      ...base,
      code: declared.has(spec.error) ? spec.error : 'undeclared_error',
      wireCode: spec.error,
      message: spec.message,
      requestId: spec.request_id ?? requestId,
    });
  const root = body as { success?: unknown; error?: unknown } | undefined;
  if (op.rootErrors && root?.success === false && typeof root.error === 'string')
    return new VcsError({ ...base, code: 'generate_failed', message: root.error, requestId });
  return new VcsError({
    ...base,
    code: 'undeclared_error',
    requestId,
    message: `${op.method.toUpperCase()} ${op.path} was refused (HTTP ${response.status}).`,
  });
}
