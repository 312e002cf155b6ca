import { binOperations } from './bins';
import { cardFundingOperations } from './card-funding';
import { cardOperations } from './cards';
import { eventStreamOperations } from './event-stream';
import { generateOperations } from './generate';
import { sandboxOperations } from './sandbox';
import { sandboxFaultOperations } from './sandbox-faults';
import { sandboxToolOperations } from './sandbox-tools';
import { requestLogOperations } from './request-log';
import { snapshotOperations } from './snapshots';
import { threeDsOperations } from './three-ds';
import { transactionOperations } from './transactions';
import { walletOperations } from './wallet';
import { webhookOperations } from './webhooks';
import { webhookToolOperations } from './webhook-tools';

/**
 * Every operation of the API, by operationId, in the document's order (decision 006). The
 * sandbox's routes are built from a handler for each key (service/http/routes/index.ts).
 */
export const OPERATIONS = {
  ...generateOperations,
  ...cardOperations,
  ...cardFundingOperations,
  ...transactionOperations,
  ...walletOperations,
  ...binOperations,
  ...threeDsOperations,
  ...webhookOperations,
  ...sandboxOperations,
  ...sandboxToolOperations,
  ...eventStreamOperations,
  ...webhookToolOperations,
  ...snapshotOperations,
  ...sandboxFaultOperations,
  ...requestLogOperations,
};
export type Operations = typeof OPERATIONS;
export type OperationId = keyof Operations;
