/** The paging fields of a `pageOf` answer (contract/wire.ts). */
export interface PageInfo {
  pageNum: number;
  pageSize: number;
  total: number;
}

/** Whether pages after this one exist. */
export function hasMorePages(page: PageInfo): boolean {
  return page.pageNum * page.pageSize < page.total;
}
