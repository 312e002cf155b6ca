import * as z from 'zod/mini';
import { operation, type BodyOf } from './operation';

/**
 * Faults on request (issue #31 item 7, decision 024): the sandbox answers 500, 503, 429 (with
 * Retry-After) or holds the request and answers 504, so an integrator can test their retries. Per
 * request with the `X-Sandbox-Fault` header, or for the account's next `count` requests. Not in the
 * spec; a live provider has none of it.
 */
export const FAULTS = ['500', '503', '429', 'timeout'] as const;
export type Fault = (typeof FAULTS)[number];
/** The header that asks for a fault on one request: `503`, `429; retry_after=5`, `timeout; hold_ms=2000`. */
export const FAULT_HEADER = 'X-Sandbox-Fault';
/** At most this many requests of an account answer the fault (the N of "the next N requests"). */
export const FAULT_COUNT_MAX = 100;
/** Retry-After of a 503 or 429, in seconds: 1 unless asked, at most an hour. */
export const FAULT_RETRY_AFTER_DEFAULT = 1;
export const FAULT_RETRY_AFTER_MAX = 3600;
/** How long a timeout holds the request before its 504, in ms: 5 s unless asked, at most 10 s. */
export const FAULT_HOLD_DEFAULT_MS = 5_000;
export const FAULT_HOLD_MAX_MS = 10_000;

export const faultStateSchema = z.looseObject({
  /** The fault the account's next requests answer, or null. */
  fault: z.nullable(z.enum(FAULTS)),
  /** How many requests are left to answer it. */
  remaining: z.int(),
  retry_after: z.nullable(z.int()),
  hold_ms: z.nullable(z.int()),
});
export type FaultState = z.infer<typeof faultStateSchema>;

/** A whole number in [min, max]. */
const wholeIn = (min: number, max: number) =>
  z.number().check(z.int(), z.minimum(min), z.maximum(max));

export const sandboxFaultOperations = {
  getFaults: operation()({
    method: 'get',
    path: '/sandbox/faults',
    summary: "The fault the account's next requests answer, and how many are left",
    tag: 'Sandbox tools',
    response: { one: faultStateSchema },
    errors: [],
  }),
  setFaults: operation()({
    method: 'post',
    path: '/sandbox/faults',
    summary: "Make the account's next requests answer a fault (500, 503, 429 or a timeout)",
    tag: 'Sandbox tools',
    body: z.strictObject({
      fault: z.enum(FAULTS),
      count: wholeIn(1, FAULT_COUNT_MAX),
      /** Seconds, for 503 and 429 only. */
      retry_after: z.optional(wholeIn(0, FAULT_RETRY_AFTER_MAX)),
      /** Milliseconds, for timeout only. */
      hold_ms: z.optional(wholeIn(0, FAULT_HOLD_MAX_MS)),
    }),
    response: { one: faultStateSchema },
    errors: [],
  }),
  clearFaults: operation()({
    method: 'delete',
    path: '/sandbox/faults',
    summary: "Clear the account's faults: its next requests answer normally",
    tag: 'Sandbox tools',
    response: { one: faultStateSchema },
    errors: [],
  }),
};

export type SetFaultsBody = BodyOf<(typeof sandboxFaultOperations)['setFaults']>;
