import type { z } from 'zod';
import type { Operation, PathParams, ReplyOf } from '../../contract/operation';
import type { OperationId, Operations } from '../../contract/operations';
import type { JsonText } from './json-text';
import type { Call, Route } from './route';

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
/**
 * Whether the sandbox's schema reads what the contract declares: the same field names both ways,
 * and (for a body) every value it lets through is one the declared type allows. A query is text on
 * the wire that the sandbox coerces (dates, cents, defaults), so only its names are compared.
 */
type Matches<Declared, S, Values extends boolean = true> = [Declared] extends [undefined]
  ? [S] extends [undefined]
    ? true
    : false
  : [S] extends [undefined]
    ? false
    : SameKeys<Declared, Output<S>> extends true
      ? [Values] extends [false]
        ? true
        : Output<S> extends Declared
          ? true
          : false
      : false;

/** A route that implements operation `O`: only `implement(O, …)` makes one. */
export type Implemented<O> = Route & { readonly implements: O };

/** The declared answer, or the same already serialized (GET /cards: views/page.ts). */
type Reply<O> = ReplyOf<O> | JsonText<ReplyOf<O>>;
/** The request schema an operation declares (decision 034), or `undefined`. */
type SchemaOf<O, K extends 'query' | 'body'> = O extends {
  readonly [P in K]: infer S extends z.core.$ZodType;
}
  ? S
  : undefined;
/**
 * The schema a route may give: its own for an operation that declares none (not yet converted);
 * for one that does, the declared schema itself or the same with service-only `.check()`s (whose
 * type is the declared one's), never a second shape.
 */
type RouteSchema<O, K extends 'query' | 'body', S> = [SchemaOf<O, K>] extends [undefined]
  ? S
  : SchemaOf<O, K>;

/** A request part's named fields (a strict `{}` reads as a record of nothing: no field). */
type FieldOf<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
/** What a route's reader leaves of the body or the query: nothing. */
export type NothingLeft = { readonly [field: string]: never };
/**
 * How a route reads a body or a query with fields (decision 034, amendment of 2026-11-29): the
 * reader (`read` for the body, `readQuery` for the query) names every field and gives back the
 * rest, which must be empty, with what it made of the named ones:
 * `read: ({ amount, ...unread }) => [cents(amount), unread]`. A field the contract adds and the
 * route does not name is a type error at the reader (and a named one left unused, a lint error).
 * The handler gets the results as `input` and `query`, never the body itself. A `rawRequest` route
 * reads the request's text itself.
 */
type Reads<R extends 'read' | 'readQuery', Fields, Made> = [FieldOf<Fields>] extends [never]
  ? { [K in R]?: never }
  : | ({ rawRequest: true } & { [K in R]?: never })
    | ({ rawRequest?: false } & { [K in R]: (fields: Fields) => readonly [Made, NothingLeft] });

/** What a handler is called with: the call without its body; `read` and `readQuery`'s results. */
type HandlerCall<O extends Operation, F, I> = Omit<
  Call<F, never, PathParams<O['path']>, I>,
  'body'
>;

/** What the sandbox adds to a declaration: its strict schemas, its readers and the handler. */
export type Implementation<O extends Operation, Q, B, F, I> = {
  /**
   * More than the summary, in Markdown (examples a test runs). Kept here, in the sandbox, not in
   * the contract: the contract is in the app's first load.
   */
  description?: string;
  query?: RouteSchema<O, 'query', Q>;
  body?: RouteSchema<O, 'body', B>;
  /** The handler reads query and body itself (generate merges them); they are documented only. */
  rawRequest?: boolean;
  /** Typed by the declared answer (decision 034): a handler that omits a field does not compile. */
  handle(call: HandlerCall<O, F, I>): Reply<O> | Promise<Reply<O>>;
} & Reads<'read', Output<B>, I> &
  Reads<'readQuery', Output<Q>, F>;

/** A declared schema is the route's own (RouteSchema): only a route's own schema is compared. */
type Checked<O, K extends 'query' | 'body', M> = [SchemaOf<O, K>] extends [undefined] ? M : true;
type Declared<O> = O extends Operation<string, infer Q, infer B> ? { query: Q; body: B } : never;

/**
 * The sandbox's side of an operation (decision 006, amendment of 2026-11-25). The answer is an
 * `Implemented<O>` only when the query and body schemas read the declared types; otherwise it is
 * a description of the mismatch, which the routes table (`Handlers`) refuses at compile time.
 */
export function implement<
  O extends Operation,
  Q extends z.core.$ZodType | undefined = SchemaOf<O, 'query'>,
  B extends z.core.$ZodType | undefined = SchemaOf<O, 'body'>,
  F = unknown,
  I = unknown,
>(
  op: O,
  parts: Implementation<O, Q, B, F, I>,
): Checked<O, 'query', Matches<Declared<O>['query'], Q, false>> extends true
  ? Checked<O, 'body', Matches<Declared<O>['body'], B>> extends true
    ? Implemented<O>
    : { bodyDoesNotMatchTheContract: [Declared<O>['body'], Output<B>] }
  : { queryDoesNotMatchTheContract: [Declared<O>['query'], Output<Q>] } {
  return { ...op, ...parts, operationId: '' } as unknown as never;
}

/** A handler for each operation of `Ops`: a missing or extra key is a type error. */
export type Handlers<Ops = Operations> = { [K in keyof Ops]: Implemented<Ops[K]> };

/** The route list, in the contract's order, each route named by its operationId. */
export function routesOf(operations: Operations, handlers: Handlers): Route[] {
  return (Object.keys(operations) as OperationId[]).map((operationId) => ({
    ...handlers[operationId],
    operationId,
  }));
}
