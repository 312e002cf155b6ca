import type { PageName } from './page-table';

/**
 * What a page's route carries: its name (hydration.ts; route-data.ts starts its queries). Apart
 * from the route table, which imports the pages' guards: the table and what reads its handles
 * would otherwise import each other.
 */
export type RouteHandle = { page: PageName };
