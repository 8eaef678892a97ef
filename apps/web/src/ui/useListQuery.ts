import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type STOCK_SORTS } from '@rds/contract';
import { toQueryString } from '../lib/api';

/** Every list's sorts, and the stock lists' days of cover ('cover'); a list offers its own (SearchSortBar's `sorts`). */
export type ListSort = (typeof STOCK_SORTS)[number];

export interface ListParams {
  limit: number;
  skip: number;
  search: string;
  sort: ListSort;
}

/**
 * Paging, search and sort of one list: {limit, skip, search, sort}, and the list's `filter` when
 * it has one (held by its owner, e.g. in the address: a link may open the list filtered).
 * Page index starts at 0 and skip = page x page size. Changing the size, the search, the sort or
 * the filter returns to the first page.
 */
export function useListQuery(initial: Partial<ListParams> = {}, filter?: string) {
  const [params, setParams] = useState<ListParams>({
    limit: initial.limit ?? DEFAULT_PAGE_SIZE,
    skip: initial.skip ?? 0,
    search: initial.search ?? '',
    sort: initial.sort ?? 'newest',
  });

  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, skip: Math.max(0, page) * p.limit })), []);
  const setPageSize = useCallback((limit: number) => setParams((p) => ({ ...p, limit, skip: 0 })), []);
  const setSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, skip: 0 })), []);
  const setSort = useCallback((sort: ListSort) => setParams((p) => (p.sort === sort ? p : { ...p, sort, skip: 0 })), []);
  const reset = useCallback(() => setParams((p) => ({ ...p, skip: 0 })), []);

  // A new filter starts again from the first page (adjusted while rendering, before the query reads it).
  const [filtered, setFiltered] = useState(filter);
  if (filtered !== filter) {
    setFiltered(filter);
    if (params.skip !== 0) setParams((p) => ({ ...p, skip: 0 }));
  }

  const queryString = useMemo(
    () => toQueryString({ limit: params.limit, skip: params.skip, search: params.search || undefined, sort: params.sort, filter }),
    [params, filter],
  );

  return {
    params,
    ...params,
    filter,
    page: Math.floor(params.skip / params.limit),
    pageSize: params.limit,
    /** e.g. "?limit=10&skip=0&sort=newest" (search and filter only when set). */
    queryString,
    setPage,
    setPageSize,
    setSearch,
    setSort,
    reset,
  };
}

export type ListQueryState = ReturnType<typeof useListQuery>;
