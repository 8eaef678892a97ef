import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type Sort } from '@rds/contract';
import { toQueryString } from '../lib/api';

export interface ListParams {
  limit: number;
  skip: number;
  search: string;
  sort: Sort;
}

/**
 * Paging, search and sort of one list: {limit, skip, search, sort}.
 * Page index starts at 0 and skip = page x page size. Changing the size, the search or the
 * sort returns to the first page.
 */
export function useListQuery(initial: Partial<ListParams> = {}) {
  const [params, setParams] = useState<ListParams>({
    limit: initial.limit ?? DEFAULT_PAGE_SIZE,
    skip: initial.skip ?? 0,
    search: initial.search ?? '',
    sort: initial.sort ?? 'newest',
  });

  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, skip: Math.max(0, page) * p.limit })), []);
  const setPageSize = useCallback((limit: number) => setParams((p) => ({ ...p, limit, skip: 0 })), []);
  const setSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, skip: 0 })), []);
  const setSort = useCallback((sort: Sort) => setParams((p) => (p.sort === sort ? p : { ...p, sort, skip: 0 })), []);
  const reset = useCallback(() => setParams((p) => ({ ...p, skip: 0 })), []);

  const queryString = useMemo(() => toQueryString({ limit: params.limit, skip: params.skip, search: params.search || undefined, sort: params.sort }), [params]);

  return {
    params,
    ...params,
    page: Math.floor(params.skip / params.limit),
    pageSize: params.limit,
    /** e.g. "?limit=10&skip=0&sort=newest" (search only when set). */
    queryString,
    setPage,
    setPageSize,
    setSearch,
    setSort,
    reset,
  };
}

export type ListQueryState = ReturnType<typeof useListQuery>;
