import { sandboxFaultOperations } from '../../../contract/sandbox-faults';
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
    read: ({ fault, count, retry_after, hold_ms, ...unread }) => [
      { spec: faultSpec(fault, { retry_after, hold_ms }), count },
      unread,
    ],
    handle: ({ ctx, env, input }) => env.faults.set(ctx.account.seedHash, input.spec, input.count),
  }),
  clearFaults: implement(sandboxFaultOperations.clearFaults, {
    description: CLEAR_FAULTS_DOC,
    handle: ({ ctx, env }) => env.faults.clear(ctx.account.seedHash),
  }),
} satisfies Handlers<typeof sandboxFaultOperations>;
