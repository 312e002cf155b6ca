import { OPERATIONS } from '../../../src/contract/operations';
import type { AnswerOf, ArgsOf, ArgsOptional, OperationId } from './operation-types';
import { send, type CallOptions, type ClientConfig } from './send';

/** A method per operation, named by its operationId; its arguments may be left out when all are optional. */
export type OperationMethod<Id extends OperationId> =
  ArgsOptional<Id> extends true
    ? (args?: ArgsOf<Id>, options?: CallOptions) => Promise<AnswerOf<Id>>
    : (args: ArgsOf<Id>, options?: CallOptions) => Promise<AnswerOf<Id>>;

export type VcsClient = { readonly [Id in OperationId]: OperationMethod<Id> } & {
  /** The same client for another account (a seed that `postGenerate` answered). */
  withSeed(seed: string): VcsClient;
  /** Any operation by its id, for code that picks one at run time. */
  call<Id extends OperationId>(
    id: Id,
    args: ArgsOf<Id>,
    options?: CallOptions,
  ): Promise<AnswerOf<Id>>;
  readonly config: Readonly<ClientConfig>;
};

/**
 * A client of the card service (decision 039): one method per operation of the contract
 * (src/contract/operations.ts), each typed by its declaration.
 */
export function createClient(config: ClientConfig): VcsClient {
  const frozen = Object.freeze({ ...config });
  const call = <Id extends OperationId>(id: Id, args: ArgsOf<Id>, options?: CallOptions) =>
    send(frozen, id, args, options);
  const methods = Object.fromEntries(
    (Object.keys(OPERATIONS) as OperationId[]).map((id) => [
      id,
      (args: ArgsOf<typeof id> = {} as ArgsOf<typeof id>, options?: CallOptions) =>
        call(id, args, options),
    ]),
  );
  return {
    ...methods,
    call,
    config: frozen,
    withSeed: (seed: string) => createClient({ ...frozen, seed }),
  } as unknown as VcsClient;
}
