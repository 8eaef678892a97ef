import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@rds/contract';
import { useListQuery } from './useListQuery';

describe('useListQuery', () => {
  it('starts on the first page, newest first, with the programme’s page size', () => {
    const { result } = renderHook(() => useListQuery());
    expect(result.current).toMatchObject({ page: 0, skip: 0, pageSize: DEFAULT_PAGE_SIZE, search: '', sort: 'newest' });
    expect(result.current.queryString).toBe(`?limit=${DEFAULT_PAGE_SIZE}&skip=0&sort=newest`);
  });

  it('skips a page size per page', () => {
    const { result } = renderHook(() => useListQuery({ limit: 25 }));
    act(() => result.current.setPage(2));
    expect(result.current).toMatchObject({ page: 2, skip: 50 });
    expect(result.current.queryString).toBe('?limit=25&skip=50&sort=newest');
    act(() => result.current.setPage(-1));
    expect(result.current.page).toBe(0);
  });

  it('returns to the first page when the search, the sort or the page size changes', () => {
    const { result } = renderHook(() => useListQuery({ limit: 10 }));
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('ibuprofen'));
    expect(result.current).toMatchObject({ page: 0, search: 'ibuprofen' });
    expect(result.current.queryString).toBe('?limit=10&skip=0&search=ibuprofen&sort=newest');

    act(() => result.current.setPage(3));
    act(() => result.current.setSort('oldest'));
    expect(result.current).toMatchObject({ page: 0, sort: 'oldest' });

    act(() => result.current.setPage(3));
    act(() => result.current.setPageSize(50));
    expect(result.current).toMatchObject({ page: 0, pageSize: 50 });
  });

  it('keeps the page when the search or the sort is set to what it already is', () => {
    const { result } = renderHook(() => useListQuery({ search: 'ibuprofen', sort: 'oldest' }));
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch('ibuprofen'));
    act(() => result.current.setSort('oldest'));
    expect(result.current.page).toBe(2);
  });

  it("sends the owner's filter, and a new filter returns to the first page", () => {
    const { result, rerender } = renderHook(({ filter }: { filter?: string }) => useListQuery({ limit: 10, sort: 'cover' }, filter), {
      initialProps: { filter: 'atRisk' } as { filter?: string },
    });
    expect(result.current.queryString).toBe('?limit=10&skip=0&sort=cover&filter=atRisk');
    act(() => result.current.setPage(2));
    expect(result.current.queryString).toBe('?limit=10&skip=20&sort=cover&filter=atRisk');
    rerender({ filter: 'belowPar' });
    expect(result.current).toMatchObject({ page: 0, filter: 'belowPar' });
    expect(result.current.queryString).toBe('?limit=10&skip=0&sort=cover&filter=belowPar');
    act(() => result.current.setPage(1));
    rerender({ filter: undefined });
    expect(result.current.queryString).toBe('?limit=10&skip=0&sort=cover');
  });
});
