import { webhookQueries } from '../../api/webhooks';
import type { PageQueries } from '../page';

/** Every part of the page (the list, the form, the example sender) reads the one list. */
export const queries: PageQueries = () => [webhookQueries.list()];
