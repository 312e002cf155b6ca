import type { MessageDescriptor } from '@lingui/core';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a page declares beside its component, as `export const route` in
 * `src/app/routes/<page>.tsx` (decision 035). The route table, the navigation and the prerender
 * list read it without the page's code (scripts/build/page-routes.ts serves it alone), so it
 * holds plain values: strings, flags and `msg` descriptors, no calls into the app.
 */
export type PageRoute = {
  /** Where it is: `/cards/:cardId`; `*` for what no other page matches. */
  path: string;
  /** Open to a visitor without a session (the others ask to sign in first). */
  public?: true;
  /** In the main navigation, at `order` (the header, the phone's More, the command menu). */
  nav?: { label: MessageDescriptor; order: number };
  /** Rendered at build time (scripts/prerender.ts), with its data still loading when signed in. */
  prerender?: true;
};

/** A page's query options, as the data router would hand its loader: the URL's parts. */
export type PageAt = { params: Params; search: URLSearchParams };
// Any query's options: each is typed by its own answer, which the prefetch does not read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PrefetchOptions = FetchQueryOptions<any, any, any, any>;

/**
 * What `src/app/routes/<page>.data.ts` exports as `queries`: the queries the page asks first, from
 * the same option functions its feature's components call (same keys: the component finds the
 * request under way instead of sending another; route-data.test.tsx holds them to it). `null` for
 * one the URL rules out. A loader in all but name (decision 035).
 */
export type PageQueries = (at: PageAt) => ReadonlyArray<PrefetchOptions | null>;
