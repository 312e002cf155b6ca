/**
 * Open to browser clients of any origin (the sandbox holds no cookies: a seed in a header is the
 * only credential), with the headers a client sends and reads, the faults' included (decision 024).
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Seed, X-Idempotency-Key, X-Sandbox-Fault',
  'Access-Control-Expose-Headers': 'Retry-After, X-Request-Id, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};
