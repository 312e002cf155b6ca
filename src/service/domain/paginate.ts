export type Page<T> = {
  data: T[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
};

/** One page of already sorted rows, with the spec's pagination object (total_pages for every list). */
export function paginate<T>(rows: T[], page: number, perPage: number): Page<T> {
  const start = (page - 1) * perPage;
  return pageOf(rows.slice(start, start + perPage), page, perPage, rows.length);
}

/** A page already cut from `total` rows. */
export function pageOf<T>(data: T[], page: number, perPage: number, total: number): Page<T> {
  return {
    data,
    pagination: {
      page,
      per_page: perPage,
      total,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}
