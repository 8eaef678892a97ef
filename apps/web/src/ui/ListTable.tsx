import type { ReactNode } from 'react';
import { IconSearch, type Icon } from '@tabler/icons-react';
import type { Sort } from '@rds/contract';
import { PagedTable, type PagedTableProps } from './PagedTable';
import type { Noun } from './PaginationBar';
import { SearchSortBar } from './SearchSortBar';
import type { ListQueryState } from './useListQuery';

/** The parts of a list query's result (TanStack Query, with keepPreviousData) that the table reads. */
export interface ListQueryResult {
  data?: { total: number };
  isLoading: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

export interface ListTableProps<Row> extends Pick<PagedTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'minWidth'> {
  /** Paging, search and sort, from useListQuery. */
  list: ListQueryState;
  /** The list's query: its total, and whether a page is loading. */
  query: ListQueryResult;
  /** Words for the total and for "No <plural> match your search". */
  noun: Noun;
  /** Placeholder of the search box. */
  placeholder: string;
  /** Which sorts this list offers; every sort unless given. */
  sorts?: readonly Sort[];
  /** The empty state while nothing has been recorded yet (no search). */
  emptyIcon: Icon;
  emptyTitle: ReactNode;
  emptyDescription: ReactNode;
  /** Title when a search finds nothing, if "No <plural> match your search" does not read well. */
  noMatchTitle?: string;
}

/**
 * A server-paged list screen: the search and sort bar over a PagedTable, both bound to one
 * useListQuery, with the loading overlay and the empty state (search-aware) that every list shows.
 */
export function ListTable<Row>({
  list,
  query,
  noun,
  placeholder,
  sorts,
  emptyIcon: EmptyIcon,
  emptyTitle,
  emptyDescription,
  noMatchTitle = `No ${noun.plural ?? `${noun.singular}s`} match your search`,
  ...table
}: ListTableProps<Row>) {
  const searching = list.search !== '';
  return (
    <>
      <SearchSortBar list={list} sorts={sorts} placeholder={placeholder} />
      <PagedTable
        {...table}
        total={query.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={query.isLoading || (query.isFetching && query.isPlaceholderData)}
        noun={noun}
        emptyIcon={searching ? <IconSearch size={26} stroke={1.6} /> : <EmptyIcon size={26} stroke={1.6} />}
        emptyTitle={searching ? noMatchTitle : emptyTitle}
        emptyDescription={searching ? `Nothing matches “${list.search}”. Try other words, or clear the search.` : emptyDescription}
      />
    </>
  );
}
