import type { AnswerOf, Operation } from '../contract/operation';
import { reader, type Reader, type Step } from './wire-reader';

/**
 * An operation as the app calls it (decision 006; compiled by scripts/wire-readers.ts into
 * wire-readers.gen.ts): the declaration's method, path and flags, and a reader of its answer in
 * place of the zod schema. `declared` is a type only: the declaration it was compiled from, which
 * types the call's parameters, query, body and answer.
 */
export type ClientOperation<O extends Operation = Operation> = {
  readonly method: O['method'];
  readonly path: O['path'];
  readonly public?: true;
  readonly rootErrors?: true;
  /**
   * Another API on the page's own site (the card alerts' ALERTS_BASE_PATH, issue #49 item 3): the
   * path is below it, not below the card service's base URL.
   */
  readonly base?: string;
  readonly reader: Reader<AnswerOf<O>>;
  readonly declared?: O;
};

export type DeclaredOf<C> = C extends { readonly declared?: infer O extends Operation } ? O : never;

export function clientOperation<O extends Operation>(
  method: O['method'],
  path: O['path'],
  step: Step,
  flags: { public?: true; rootErrors?: true; base?: string } = {},
): ClientOperation<O> {
  return { method, path, reader: reader(step), ...flags };
}
