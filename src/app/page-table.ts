/* eslint-disable lingui/no-unlocalized-strings -- file names and patterns, not words */
import type { ComponentType } from 'react';
import type { PageQueries, PageRoute } from './page';

type PageModule = { Component: ComponentType };
type Load<M> = () => Promise<M>;

/**
 * Every page, found by name (decision 035): `routes/<page>.tsx` declares `route` and exports the
 * component, `routes/<page>.data.ts` (signed-in pages) the queries it asks first. The route
 * declarations are read at once (only them: scripts/build/page-routes.ts); the component and the
 * queries each stay a lazily loaded chunk, fetched together as a navigation starts.
 */
const routes = import.meta.glob<PageRoute>(['./routes/*.tsx', '!./routes/*.test.tsx'], {
  query: '?route',
  import: 'route',
  eager: true,
});
const code = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);
const data = import.meta.glob<{ queries: PageQueries }>('./routes/*.data.ts');

/** `./routes/card-detail.tsx` → `cardDetail`: the name tests and the handles use. */
const nameOf = (file: string) =>
  fileOf(file).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
/** `./routes/card-detail.tsx` → `card-detail`. */
const fileOf = (file: string) => file.replace(/^\.\/routes\/|\.tsx$/g, '');
/** `./routes/card-detail.tsx` → its sibling `./routes/card-detail.data.ts`. */
const dataOf = (file: string) => `${file.slice(0, -'.tsx'.length)}.data.ts`;

export type PageName = string;
export type Page = PageRoute & {
  name: PageName;
  /** The module's file name under src/app/routes, without `.tsx` (the build manifest's key). */
  file: string;
  load: Load<PageModule>;
  loadData?: Load<{ queries: PageQueries }>;
};

export const pages: ReadonlyMap<PageName, Page> = new Map(
  Object.entries(routes).map(([file, route]) => {
    const loadData = data[dataOf(file)];
    const page: Page = {
      ...route,
      name: nameOf(file),
      file: fileOf(file),
      load: code[file]!,
      ...(loadData ? { loadData } : {}),
    };
    return [page.name, page];
  }),
);

/** A page by name, or an error naming it (a test's or the table's typo). */
export function pageNamed(name: PageName): Page {
  const page = pages.get(name);
  if (!page) throw new Error(`No page ${name} in src/app/routes`);
  return page;
}

export type NavItem = {
  to: string;
  label: NonNullable<PageRoute['nav']>['label'];
  load: Load<unknown>;
};

/** The main navigation: each item fetches its page's chunk on hover, focus or touch. */
export const NAV_ITEMS: readonly NavItem[] = [...pages.values()]
  .filter((page) => page.nav)
  .sort((a, b) => a.nav!.order - b.nav!.order)
  .map((page) => ({ to: page.path, label: page.nav!.label, load: page.load }));
