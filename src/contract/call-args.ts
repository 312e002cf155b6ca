import type { BodyOf, Operation, PathParams, QueryOf } from './operation';

/**
 * What a call of an operation passes — path parameters, query and body — typed by its declaration
 * (decision 034). The app's `send` (src/api/send.ts) and the SDK (packages/sdk, decision 039) both
 * take these, so a caller of either is held to the same declaration.
 */
type ParamsPart<P extends string> = keyof PathParams<P> extends never
  ? { params?: undefined }
  : { params: PathParams<P> };
type QueryPart<Q> = [Q] extends [undefined] ? { query?: undefined } : { query?: Q };
/** A body whose fields are all optional (freeze, refund, generate) may be left out. */
type BodyPart<B> = [B] extends [undefined]
  ? { body?: undefined }
  : Record<never, never> extends B
    ? { body?: B }
    : { body: B };

export type CallArgs<O extends Operation> = ParamsPart<O['path']> &
  QueryPart<QueryOf<O>> &
  BodyPart<BodyOf<O>>;
