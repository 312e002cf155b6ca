/**
 * Open to browser clients of any origin (the sandbox holds no cookies: a seed in a header is the
 * only credential), with the headers a client sends and reads, the faults' included (decision 024).
 * `Date` is not a safelisted answer header: without it a dashboard on another origin could not read
 * the service's time, and its countdowns would follow a device clock that is off (service-clock.ts).
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Seed, X-Idempotency-Key, X-Sandbox-Fault',
  'Access-Control-Expose-Headers': 'Retry-After, X-Request-Id, Idempotent-Replayed, Date',
  'Access-Control-Max-Age': '600',
};
