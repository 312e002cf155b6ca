import * as z from 'zod/mini';
import { challengeSchema } from './three-ds';
import { withdrawResultSchema } from './card-funding';
import { createCardResultSchema } from './cards';
import { bareOrWrapped, listOf, pageOf, type Page } from './common';
import { transactionSchema } from './transactions';
import { depositSchema, type Deposit } from './wallet';
import { asChallengeResult, asTransactionResult, listAsPage } from './wire-transforms';

/**
 * Readings of answers more tolerant than their declaration, for a real provider's variants (the
 * spec leaves these shapes "not shown"), and the error bodies. Compiled for the app with the
 * operations' answers (scripts/wire-readers.ts); every export here becomes a reader of that name.
 */
export { errorBodySchema } from './common';
export { rootErrorSchema } from './generate';
export { deleteWebhookResultSchema, webhookListSchema } from './webhooks';

// Create and withdraw answers are "not shown" in the spec: a provider may wrap them in `data`.
export const createCardAnswerSchema = bareOrWrapped(createCardResultSchema);
export const withdrawAnswerSchema = bareOrWrapped(withdrawResultSchema);

/**
 * Deposits come a page at a time from the sandbox (`page`, `per_page`); the spec shows only
 * `data`, so a provider's whole list is read as one page.
 */
export const depositPageSchema = z.pipe(
  z.union([pageOf(depositSchema), listOf(depositSchema)]),
  z.transform(listAsPage as (answer: { data: Deposit[] }) => Page<Deposit>),
);

/** A simulated purchase answers a transaction, or a pending 3DS challenge (id `3ds_…`). */
export const purchaseResultSchema = z.union([
  z.pipe(
    z.extend(challengeSchema, { id: z.string().check(z.startsWith('3ds_')) }),
    z.transform(asChallengeResult<z.output<typeof challengeSchema>>),
  ),
  z.pipe(transactionSchema, z.transform(asTransactionResult<z.output<typeof transactionSchema>>)),
]);
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;
