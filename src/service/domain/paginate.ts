export type Page<T> = {
  data: T[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
};

/** One page of already sorted rows, with the spec's pagination object (total_pages for every list). */
export function paginate<T>(rows: T[], page: number, perPage: number): Page<T> {
  const start = (page - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage),
    pagination: {
      page,
      per_page: perPage,
      total: rows.length,
      total_pages: Math.max(1, Math.ceil(rows.length / perPage)),
    },
  };
}
