import { Fragment, type ReactNode } from 'react';
import { Box, LoadingOverlay, Paper, Table, type MantineSize } from '@mantine/core';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import stacked from './StackedRows.module.css';
import { useWideList } from './useWideList';
import { PaginationBar, type Noun } from './PaginationBar';
import { t } from '../lib/i18n';
import { TableScroll } from './TableScroll';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Hide on narrow screens. */
  visibleFrom?: MantineSize;
}

export interface PagedTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** Total of rows across every page. */
  total: number;
  /** Page index, from 0. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  loading?: boolean;
  /** Words for the total: { singular: 'order' } gives "1 order", "3 orders". */
  noun?: Noun;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyIcon?: ReactNode;
  /** The list could not be loaded: say so (never as "nothing here") and offer to try again. */
  failure?: { title: ReactNode; message: string; onRetry: () => void };
  onRowClick?: (row: Row) => void;
  minWidth?: number;
  /** A short list inside a page (the profile's keys): the pager shows only once the rows span more than one page. */
  pagerWhenPaged?: boolean;
}

/** A table with the programme's paging: rows per page, total in words, a loading overlay and an empty state. */
export function PagedTable<Row>({
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  loading = false,
  noun,
  emptyTitle = t('list.emptyTitle'),
  emptyDescription = t('list.emptyDescription'),
  emptyIcon,
  onRowClick,
  minWidth = 640,
  failure,
  pagerWhenPaged = false,
}: PagedTableProps<Row>) {
  const empty = rows.length === 0;
  const wide = useWideList();
  if (failure && empty) {
    return <LoadError title={failure.title} error={new Error(failure.message)} onRetry={failure.onRetry} retrying={loading} />;
  }
  const pagination =
    pagerWhenPaged && page === 0 && total <= pageSize ? null : (
      <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <PaginationBar total={total} page={page} pageSize={pageSize} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} noun={noun} />
      </Box>
    );
  if (!wide) {
    return (
      <Paper withBorder radius="lg" shadow="xs" pos="relative" style={{ overflow: 'hidden' }}>
        <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.55 }} loaderProps={{ type: 'dots' }} />
        <StackedRows
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          onRowClick={onRowClick}
          loading={loading}
          empty={<EmptyState title={emptyTitle} description={emptyDescription} icon={emptyIcon} size="sm" />}
        />
        {pagination}
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" shadow="xs" pos="relative" style={{ overflow: 'hidden' }}>
      <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.55 }} loaderProps={{ type: 'dots' }} />
      <TableScroll minWidth={minWidth}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover={!empty} striped={false}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={column.align}
                  visibleFrom={column.visibleFrom}
                  fz="xs"
                  tt="uppercase"
                  c="dimmed"
                  fw={600}
                  style={{ letterSpacing: '0.03em' }}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {empty ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} p={0}>
                  {loading ? <Box h={220} /> : <EmptyState title={emptyTitle} description={emptyDescription} icon={emptyIcon} size="sm" />}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, index) => (
                <Table.Tr
                  key={rowKey(row, index)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
                      {column.render(row, index)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {pagination}
    </Paper>
  );
}

/**
 * Below the wide-list breakpoint (a phone, a narrow window) each row is a card: the first column
 * (what the row is) across the top, every other column as "label value" under it, and the
 * unlabelled ones (actions) across the bottom. Nothing is wider than the screen, and no column
 * hides behind a sideways scroll. A list that passes one column (its own compact cell) gets it whole.
 */
function StackedRows<Row>({
  columns,
  rows,
  rowKey,
  onRowClick,
  loading,
  empty,
}: Pick<PagedTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'onRowClick'> & { loading: boolean; empty: ReactNode }) {
  if (rows.length === 0) return loading ? <Box h={220} /> : <>{empty}</>;
  return (
    <div role="list">
      {rows.map((row, index) => (
        <div
          role="listitem"
          key={rowKey(row, index)}
          className={stacked.row}
          data-clickable={onRowClick ? true : undefined}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
        >
          {columns.map((column, position) => {
            const value = column.render(row, index);
            if (position === 0 || !column.header || columns.length === 1) {
              return (
                <div key={column.key} className={stacked.full} style={position > 0 ? { textAlign: column.align === 'right' ? 'right' : undefined } : undefined}>
                  {value}
                </div>
              );
            }
            return (
              <Fragment key={column.key}>
                <div className={stacked.label}>{column.header}</div>
                <div className={stacked.value}>{value}</div>
              </Fragment>
            );
          })}
        </div>
      ))}
    </div>
  );
}
