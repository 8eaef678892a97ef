import type { ReactNode } from 'react';
import { IconSearch, type Icon } from '@tabler/icons-react';
import { PagedTable, type PagedTableProps } from './PagedTable';
import type { Noun } from './PaginationBar';
import { SearchSortBar } from './SearchSortBar';
import type { ListQueryState, ListSort } from './useListQuery';
import type { CsvPath } from '../lib/api';
import { t } from '../lib/i18n';
import { pluralWord } from './format';

/** The parts of a list query's result (TanStack Query, with keepPreviousData) that the table reads. */
export interface ListQueryResult {
  data?: { total: number };
  isLoading: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  /** A failed load: shown as such, with Try again (refetch), never as an empty list. */
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListTableProps<Row> extends Pick<PagedTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'minWidth' | 'pagerWhenPaged'> {
  /** Paging, search and sort, from useListQuery. */
  list: ListQueryState;
  /** The list's query: its total, and whether a page is loading. */
  query: ListQueryResult;
  /** Words for the total and for "No <plural> match your search". */
  noun: Noun;
  /** Placeholder of the search box; a list without one has no search and sort bar (a short list of one's own). */
  placeholder?: string;
  /** Which sorts this list offers; every sort unless given. */
  sorts?: readonly ListSort[];
  /** The list's filters, beside the sort (the filter itself is the list's: `list.filter`). */
  filters?: ReactNode;
  /** The empty state while nothing has been recorded yet (no search). */
  emptyIcon: Icon;
  emptyTitle: ReactNode;
  emptyDescription: ReactNode;
  /** The list's CSV export (e.g. '/products.csv'): an Export button beside the search and sort. */
  exportPath?: CsvPath;
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
  filters,
  emptyIcon: EmptyIcon,
  emptyTitle,
  emptyDescription,
  noMatchTitle,
  exportPath,
  ...table
}: ListTableProps<Row>) {
  const searching = list.search !== '';
  // A filter that leaves nothing is not "nothing recorded yet" either.
  const narrowed = searching || !!list.filter;
  const noMatchDescription = searching ? t('list.noMatchDescription', { search: list.search }) : t('list.noMatchFilterDescription');
  return (
    <>
      {placeholder === undefined ? null : <SearchSortBar list={list} sorts={sorts} placeholder={placeholder} exportPath={exportPath} filters={filters} />}
      <PagedTable
        {...table}
        total={query.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={query.isLoading || (query.isFetching && query.isPlaceholderData)}
        noun={noun}
        emptyIcon={narrowed ? <IconSearch size={26} stroke={1.6} /> : <EmptyIcon size={26} stroke={1.6} />}
        emptyTitle={
          searching
            ? (noMatchTitle ?? t('list.noMatch', { nouns: pluralWord(noun) }))
            : narrowed
              ? t('list.noMatchFilter', { nouns: pluralWord(noun) })
              : emptyTitle
        }
        emptyDescription={narrowed ? noMatchDescription : emptyDescription}
        failure={
          query.isError
            ? {
                title: t('list.loadFailed', { nouns: pluralWord(noun) }),
                message: query.error instanceof Error ? query.error.message : t('list.noAnswer'),
                onRetry: () => void query.refetch(),
              }
            : undefined
        }
      />
    </>
  );
}
