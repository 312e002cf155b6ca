import { OPERATIONS } from '../../../contract/operations';
import { routesOf, type Handlers } from '../implement';
import { cardRoutes } from './cards';
import { eventStreamRoutes } from './event-stream';
import { generateRoutes } from './generate';
import { sandboxRoutes } from './sandbox';
import { sandboxFaultRoutes } from './sandbox-faults';
import { sandboxToolRoutes } from './sandbox-tools';
import { requestLogRoutes } from './request-log';
import { snapshotRoutes } from './snapshots';
import { threeDsRoutes } from './three-ds';
import { transactionRoutes } from './transactions';
import { walletRoutes } from './wallet';
import { webhookRoutes } from './webhooks';
import { webhookToolRoutes } from './webhook-tools';

/**
 * A handler for every operation the contract declares (decision 006): one missing, or one for an
 * operation the contract does not have, fails the typecheck.
 */
const HANDLERS: Handlers = {
  ...generateRoutes,
  ...cardRoutes,
  ...transactionRoutes,
  ...walletRoutes,
  ...threeDsRoutes,
  ...webhookRoutes,
  ...sandboxRoutes,
  ...sandboxToolRoutes,
  ...eventStreamRoutes,
  ...webhookToolRoutes,
  ...snapshotRoutes,
  ...sandboxFaultRoutes,
  ...requestLogRoutes,
};

/** Every operation of the sandbox, in document order. The router and the OpenAPI document read this. */
export const ROUTES = routesOf(OPERATIONS, HANDLERS);
