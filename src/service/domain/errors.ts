import { ERROR_CODES, type ErrorCode } from '../../contract/errors';

// The table lives in the contract (decision 006): the app keys its words by the same codes.
export { ERROR_CODES, type ErrorCode };

export class ServiceError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.headers = headers;
  }
}

export const fail = (code: ErrorCode, message: string): never => {
  throw new ServiceError(code, message);
};
