import { JsonText, type JsonOf } from '../json-text';
import type { Page } from '../../domain/paginate';

/** A page of records as the spec's list: `{ data, pagination }`. */
export function pageView<T, V>(page: Page<T>, view: (row: T) => V) {
  return { data: page.data.map(view), pagination: page.pagination };
}

/** pageView as JSON text, from each row's JSON text (kept by the row's view: views/cards.ts). */
export function pageJson<T, V>(page: Page<T>, rowJson: (row: T) => JsonOf<V>) {
  const rows = page.data.map(rowJson).join(',');
  return new JsonText<{ data: V[]; pagination: Page<T>['pagination'] }>(
    `{"data":[${rows}],"pagination":${JSON.stringify(page.pagination)}}`,
  );
}
