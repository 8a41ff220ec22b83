export interface Paging {
  page: number;
  pageSize: number;
}

/** The `Page` answer of the contract around one page of rows. */
export const pageOf = <Row>(rows: Row[], total: number, paging: Paging) => ({
  list: rows,
  page: paging.page,
  page_size: paging.pageSize,
  total,
  total_capped: false,
  has_more: paging.page * paging.pageSize < total,
});
