import { navigationPaths } from '../../scripts/build/page-routes';

/**
 * Every page of the main navigation, in its order, read from the pages' own declarations
 * (`route.nav` in src/app/routes/<page>.tsx, decision 035): the sweeps walk each of them, and a
 * new page in the navigation is in them without a line here.
 */
export const SIGNED_IN_PATHS: readonly string[] = navigationPaths();
