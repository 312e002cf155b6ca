import type { Page } from '../../domain/paginate';

/** A page of records as the spec's list: `{ data, pagination }`. */
export function pageView<T, V>(page: Page<T>, view: (row: T) => V) {
  return { data: page.data.map(view), pagination: page.pagination };
}
