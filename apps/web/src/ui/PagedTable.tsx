import type { ReactNode } from 'react';
import { Box, LoadingOverlay, Paper, Table, type MantineSize } from '@mantine/core';
import { EmptyState } from './EmptyState';
import { PaginationBar, type Noun } from './PaginationBar';

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
  onRowClick?: (row: Row) => void;
  minWidth?: number;
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
  emptyTitle = 'Nothing to show yet',
  emptyDescription = 'When there is something here, it will be listed on this page.',
  emptyIcon,
  onRowClick,
  minWidth = 640,
}: PagedTableProps<Row>) {
  const empty = rows.length === 0;
  return (
    <Paper withBorder radius="lg" shadow="xs" pos="relative" style={{ overflow: 'hidden' }}>
      <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.55 }} loaderProps={{ type: 'dots' }} />
      <Table.ScrollContainer minWidth={minWidth} type="native">
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
      </Table.ScrollContainer>
      <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <PaginationBar total={total} page={page} pageSize={pageSize} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} noun={noun} />
      </Box>
    </Paper>
  );
}
