import { z } from 'zod';
import {
  FAULT_COUNT_MAX,
  FAULT_HOLD_MAX_MS,
  FAULT_RETRY_AFTER_MAX,
  FAULTS,
  sandboxFaultOperations,
} from '../../../contract/sandbox-faults';
import { faultSpec } from '../faults';
import { implement, type Handlers } from '../implement';
import { CLEAR_FAULTS_DOC, FAULTS_DOC, READ_FAULTS_DOC } from './faults-doc';

/** Faults on request for the account's next requests (issue #31 item 7, decision 024). */
export const sandboxFaultRoutes = {
  getFaults: implement(sandboxFaultOperations.getFaults, {
    description: READ_FAULTS_DOC,
    handle: ({ ctx, env }) => env.faults.read(ctx.account.seedHash),
  }),
  setFaults: implement(sandboxFaultOperations.setFaults, {
    description: FAULTS_DOC,
    body: z.strictObject({
      fault: z.enum(FAULTS),
      count: z.number().int().min(1).max(FAULT_COUNT_MAX),
      retry_after: z.number().int().min(0).max(FAULT_RETRY_AFTER_MAX).optional(),
      hold_ms: z.number().int().min(0).max(FAULT_HOLD_MAX_MS).optional(),
    }),
    handle: ({ ctx, env, body }) =>
      env.faults.set(ctx.account.seedHash, faultSpec(body.fault, body), body.count),
  }),
  clearFaults: implement(sandboxFaultOperations.clearFaults, {
    description: CLEAR_FAULTS_DOC,
    handle: ({ ctx, env }) => env.faults.clear(ctx.account.seedHash),
  }),
} satisfies Handlers<typeof sandboxFaultOperations>;
