import type { core } from 'zod/mini';
import type { Pagination } from './common';
import type { ErrorCode } from './errors';

/**
 * One operation of the API, declared once (decision 006, amendment of 2026-11-25): the sandbox's
 * route implements it (service/http/routes), the app's fetchers are built from it (src/api), the
 * OpenAPI document and docs/api.md list it. Its request schemas (`query`, `body`) are the one
 * source of the client's request types, the sandbox's validation and the document (decision 034).
 * The app imports the operation tables as types only (its calls are wire-readers.gen.ts: method,
 * path and an answer reader), so its bundle carries no request validation. Operations not yet
 * converted still name their request types as phantom types (`operation<{ body: … }>()`), and the
 * sandbox keeps their schemas; the typecheck ties the two.
 */
export type Method = 'get' | 'post' | 'patch' | 'delete';

/** How the answer is shaped: one object, a `{ data: [...] }` list (paginated or not), one of several. */
export type ResponseDoc =
  | { readonly one: core.$ZodType }
  | { readonly list: core.$ZodType; readonly paginated?: boolean }
  | { readonly oneOf: readonly core.$ZodType[] }
  | { readonly json: Record<string, unknown>; readonly contentType?: string };

/** The path parameters a template names: `/cards/:id/fund` → `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type OperationDef<
  P extends string,
  E extends ErrorCode,
  R extends ResponseDoc = ResponseDoc,
> = {
  readonly method: Method;
  /** `:name` marks a path parameter. */
  readonly path: P;
  readonly summary: string;
  /** Longer Markdown for the document and docs/api.md (a curl example, tested: decision 021). */
  readonly description?: string;
  readonly tag: string;
  /** The success status when it is not 200. */
  readonly status?: number;
  /** Callable without a seed. */
  readonly public?: boolean;
  /** A body larger than the 64 KiB every other route reads (a snapshot file: decision 023). */
  readonly bodyLimitBytes?: number;
  /** An empty body is read as `{}`. */
  readonly bodyOptional?: boolean;
  /** Generate's errors are `{ success: false, error }` (spec), not the usual error body. */
  readonly rootErrors?: boolean;
  readonly response: R;
  /**
   * The path parameters' schemas (`contract/ids.ts`): the document names each as the spec does
   * (`:id` → `{card_id}`) and shows its pattern (decision 037). The router keeps `:id`.
   */
  readonly params?: { readonly [K in keyof PathParams<P>]?: core.$ZodType };
  /**
   * The codes this operation answers besides the ones every operation may answer
   * (COMMON_ERRORS: a bad seed, a rate limit, a malformed request…).
   */
  readonly errors: readonly E[];
};

export type Operation<
  P extends string = string,
  Q = unknown,
  B = unknown,
  E extends ErrorCode = ErrorCode,
  R extends ResponseDoc = ResponseDoc,
> = OperationDef<P, E, R> & {
  /** Phantom: the request's types. Never set at run time; read with `QueryOf` and `BodyOf`. */
  readonly types?: { readonly query: Q; readonly body: B };
};

export type QueryOf<O> = O extends Operation<string, infer Q, unknown> ? Q : never;
export type BodyOf<O> = O extends Operation<string, unknown, infer B> ? B : never;
/**
 * The answer's type by its declared shape, on one side of its schemas: `output` as the client
 * reads it, `input` as the service writes it (the wire's USD numbers, not cents).
 */
type Answer<O, Side extends 'input' | 'output'> = O extends { readonly response: infer R }
  ? R extends { readonly one: infer S extends core.$ZodType }
    ? SideOf<S, Side>
    : R extends { readonly list: infer S extends core.$ZodType; readonly paginated: true }
      ? { data: SideOf<S, Side>[]; pagination: Pagination }
      : R extends { readonly list: infer S extends core.$ZodType }
        ? { data: SideOf<S, Side>[] }
        : R extends { readonly oneOf: readonly (infer S extends core.$ZodType)[] }
          ? SideOf<S, Side>
          : unknown
  : never;
type SideOf<S extends core.$ZodType, Side> = Side extends 'input' ? core.input<S> : core.output<S>;

/** The answer's type when it is parsed by the declared schema (src/api/send.ts). */
export type AnswerOf<O> = Answer<O, 'output'>;
export type ParamsOf<O> = O extends { readonly path: infer P extends string }
  ? PathParams<P>
  : never;

/**
 * What a handler returns for `O` (decision 034): the answer's wire form, the input side of its
 * schema (USD numbers, not cents). A field the schema requires and the handler omits is a type
 * error at the handler. A `json` answer (the document, a stream) is not checked.
 */
export type ReplyOf<O> = Answer<O, 'input'>;

/** A query as a client writes it: every parameter optional, each the value its text is read into. */
type QueryType<S> = S extends core.$ZodType ? Partial<Known<core.output<S>>> : undefined;
/** Without an index signature: a query names its parameters. */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
/** A body as a client sends it: the input side of its schema. */
type BodyType<S> = S extends core.$ZodType ? core.input<S> : undefined;

/**
 * Declares an operation with its request schemas: `operation()({ ..., body: amountBody })`; the
 * client's types are inferred from them (decision 034). An operation without `query` or `body`
 * takes none. (Not yet converted: `operation<{ body: CreateCardBody }>()({ ... })` names the types
 * and the sandbox's route holds the schemas.)
 */
export function operation<T extends { query?: object; body?: object } = Record<never, never>>() {
  return <
    const P extends string,
    const R extends ResponseDoc,
    const E extends ErrorCode = never,
    Q extends core.$ZodObject | undefined = undefined,
    B extends core.$ZodType | undefined = undefined,
  >(
    def: OperationDef<P, E, R> & {
      /** One field per query parameter, read from text (unknown names are ignored). */
      readonly query?: Q;
      /** The JSON body, strict: an unknown field is refused. */
      readonly body?: B;
    },
  ) =>
    def as Operation<
      P,
      T extends { query: infer Q } ? Q : QueryType<Q>,
      T extends { body: infer B } ? B : BodyType<B>,
      E,
      R
    > & { readonly query: Q; readonly body: B };
}

/** What any operation may answer (request shape, seed, limits, idempotency, storage, bugs). */
export const COMMON_ERRORS = [
  'invalid_json',
  'invalid_request',
  'unauthorized',
  'payload_too_large',
  'rate_limited',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'storage_full',
  'account_quarantined',
  'internal_error',
] as const satisfies readonly ErrorCode[];
