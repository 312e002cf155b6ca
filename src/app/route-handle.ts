import type { PageName } from './page-route';
import type { RoutePage } from './route-queries';

/**
 * What a page's route carries: its name (hydration.ts) and the queries navigation starts
 * (route-data.ts). Apart from the route table, which imports the pages' guards: the table and
 * what reads its handles would otherwise import each other.
 */
export type RouteHandle = { page: PageName; queries?: RoutePage };
