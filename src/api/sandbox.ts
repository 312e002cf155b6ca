import { useMutation } from '@tanstack/react-query';
import { send } from './send';
import * as ops from './wire-sandbox-readers.gen';
import { write, type WithIdempotency } from './idempotency';
import { cardKeys } from './cards';
import type { DepositCurrency } from '../contract/wallet';
import type { Cents } from '../contract/money';
import { wireUsd } from './wire-money';
import { threeDsKeys } from './three-ds';
import { transactionKeys } from './transactions';
import { walletKeys } from './wallet';
import { queryOptions } from '@tanstack/react-query';

/** The sandbox simulator (`/sandbox/*`): only the demo and sandbox servers answer these. */
export type { Delivery } from '../contract/sandbox';
export type { PurchaseResult } from '../contract/client-readings';

import type { PurchaseInput, SimulatedMerchant } from '../contract/sandbox';
export type { PurchaseInput, SimulatedMerchant };

/** A simulated purchase as the app asks for it: the amount in cents. */
export type SimulatedPurchase = Omit<PurchaseInput, 'amount'> & { amount: Cents };

export const sandboxApi = {
  deposit: write(
    ops.simulateDeposit,
    ({ currency, amount }: { currency: DepositCurrency; amount: Cents }) => ({
      body: { currency, amount_usd: wireUsd(amount) },
    }),
  ),
  confirmDeposit: write(ops.confirmDeposit, ({ depositId }: { depositId: string }) => ({
    params: { id: depositId },
  })),
  expireDeposit: write(ops.expireDeposit, ({ depositId }: { depositId: string }) => ({
    params: { id: depositId },
  })),
  purchase: write(
    ops.simulatePurchase,
    (input: SimulatedPurchase) => ({ body: { ...input, amount: wireUsd(input.amount) } }),
    ops.purchaseResult,
  ),
  completeChallenge: write(
    ops.completeChallenge,
    ({ challengeId, otp }: { challengeId: string; otp: string }) => ({
      params: { id: challengeId },
      body: { otp },
    }),
  ),
  settle: write(ops.settleTransaction, ({ transactionId }: { transactionId: string }) => ({
    params: { id: transactionId },
  })),
  refund: write(
    ops.refundTransaction,
    ({ transactionId, amount }: { transactionId: string; amount?: Cents | undefined }) => ({
      params: { id: transactionId },
      body: amount === undefined ? {} : { amount: wireUsd(amount) },
    }),
  ),
  deliveries: (signal?: AbortSignal) => send(ops.listDeliveries, {}, { signal }),
};

export const sandboxKeys = {
  all: ['sandbox'] as const,
  deliveries: () => [...sandboxKeys.all, 'deliveries'] as const,
};

export const sandboxQueries = {
  deliveries: () =>
    queryOptions({
      queryKey: sandboxKeys.deliveries(),
      queryFn: ({ signal }) => sandboxApi.deliveries(signal),
    }),
};

/** Every simulator action can touch anything: refresh it all. */
const everything = [
  cardKeys.all,
  walletKeys.all,
  transactionKeys.all,
  threeDsKeys.all,
  sandboxKeys.all,
] as const;

function useSimulator<V extends WithIdempotency & object, R>(fn: (v: V) => Promise<R>) {
  return useMutation({
    mutationFn: fn,
    // The sandbox panel says what failed inside itself: a toast would sit under its modal sheet.
    meta: { inlineErrors: true, invalidates: everything },
  });
}

export const useSimulateDeposit = () => useSimulator(sandboxApi.deposit);
export const useConfirmDeposit = () => useSimulator(sandboxApi.confirmDeposit);
export const useExpireDeposit = () => useSimulator(sandboxApi.expireDeposit);
export const useSimulatePurchase = () => useSimulator(sandboxApi.purchase);
export const useCompleteChallenge = () => useSimulator(sandboxApi.completeChallenge);
export const useSettleTransaction = () => useSimulator(sandboxApi.settle);
export const useRefundTransaction = () => useSimulator(sandboxApi.refund);
