import { errorBody } from '../../contract/errors';
import { ServiceError } from '../domain/errors';

/**
 * The one mapping from an error to the spec's error body: `{ success: false, error }` for the
 * generate endpoints, `{ error, message, code, request_id }` for every other. Anything that is not
 * a ServiceError is a bug and answers 500.
 */
export function errorAnswer(
  error: unknown,
  requestId: string,
  generate: boolean,
): { status: number; body: unknown; headers: Record<string, string> } {
  if (!(error instanceof ServiceError)) {
    console.error('sandbox: unexpected error', error);
    return errorAnswer(
      new ServiceError('internal_error', 'The sandbox failed unexpectedly.'),
      requestId,
      generate,
    );
  }
  const body = generate
    ? { success: false, error: error.message }
    : errorBody(error.code, error.message, requestId);
  return { status: error.status, body, headers: error.headers };
}
