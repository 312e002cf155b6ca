/** One page of already sorted rows, with the spec's pagination object (total_pages for every list). */
export function paginate<T, V>(rows: T[], page: number, perPage: number, view: (row: T) => V) {
  const start = (page - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage).map(view),
    pagination: {
      page,
      per_page: perPage,
      total: rows.length,
      total_pages: Math.max(1, Math.ceil(rows.length / perPage)),
    },
  };
}
