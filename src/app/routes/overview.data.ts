import { overviewQueries } from '../../features/overview/overview-queries';
import type { PageQueries } from '../page';

export const queries: PageQueries = () => Object.values(overviewQueries());
