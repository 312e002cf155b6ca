import { cardRoutes } from './cards';
import { generateRoutes } from './generate';
import { sandboxRoutes } from './sandbox';
import { threeDsRoutes } from './three-ds';
import { transactionRoutes } from './transactions';
import { walletRoutes } from './wallet';
import { webhookRoutes } from './webhooks';

/** Every operation of the sandbox, in document order. The router and the OpenAPI document read this. */
export const ROUTES = [
  ...generateRoutes,
  ...cardRoutes,
  ...transactionRoutes,
  ...walletRoutes,
  ...threeDsRoutes,
  ...webhookRoutes,
  ...sandboxRoutes,
];
