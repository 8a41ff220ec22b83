import type { HttpHandler } from 'msw';
import type { OperationData } from '../src/generated/types.gen';
import type { JsonOperationName } from '../src/operation';
import { operationFixtures } from './generated/fixtures.gen';
import { operationHandler } from './operation-handler';

interface Page {
  list: unknown[];
  page: number;
  page_size: number;
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

/** The operations that answer one page of a list (`{ list, page, page_size, total, … }`). */
export type PagedOperationName = {
  [Name in JsonOperationName]: OperationData[Name] extends Page ? Name : never;
}[JsonOperationName];

/** One item of a paged operation's list. */
export type PagedItem<Name extends PagedOperationName> = OperationData[Name] extends { list: (infer Item)[] }
  ? Item
  : never;

export interface PagedHandlerOptions {
  baseUrl?: string;
  /** Page size when the request names none. */
  defaultPageSize?: number;
}

/**
 * A handler serving `items` a page at a time, as the API pages its lists: the requested page and
 * `page_size`, the total, and whether more follow. The operation's other fields come from its fixture.
 */
export function pagedHandler<Name extends PagedOperationName>(
  name: Name,
  items: readonly PagedItem<Name>[],
  { baseUrl, defaultPageSize = 20 }: PagedHandlerOptions = {},
): HttpHandler {
  return operationHandler(
    name,
    (request) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const pageSize = Number(url.searchParams.get('page_size') ?? defaultPageSize);
      const answer: Page = {
        list: items.slice((page - 1) * pageSize, page * pageSize),
        page,
        page_size: pageSize,
        total: items.length,
        total_capped: false,
        has_more: page * pageSize < items.length,
      };
      return { ...operationFixtures[name], ...answer } as OperationData[Name];
    },
    baseUrl,
  );
}
