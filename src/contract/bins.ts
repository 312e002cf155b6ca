import * as z from 'zod/mini';
import { named } from './named';
import { usdSchema } from './common';
import { networkSchema } from './generate';
import { operation } from './operation';

export const binSchema = z.looseObject({
  id: z.string(),
  network: networkSchema,
  type: z.string(),
  issuer_country: z.string(),
  /** The spec's key is literally `3ds`. */
  '3ds': z.boolean(),
  apple_pay: z.boolean(),
  google_pay: z.boolean(),
  max_transaction: usdSchema,
  max_monthly: usdSchema,
  acceptance_rate: z.number(),
  best_for: z.array(z.string()),
});
named('Bin', binSchema);
export type Bin = z.infer<typeof binSchema>;

export const binOperations = {
  listBins: operation()({
    method: 'get',
    path: '/bins',
    summary: 'Available BINs',
    tag: 'BINs',
    response: { list: binSchema },
    errors: [],
  }),
};
