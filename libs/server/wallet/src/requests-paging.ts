export interface Paging {
  page: number;
  pageSize: number;
}

export interface PageOf<Row> {
  rows: Row[];
  total: number;
}

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;
