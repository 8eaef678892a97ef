import { Group, Pagination, Select, Text } from '@mantine/core';
import { MAX_SKIP, PAGE_SIZES } from '@rds/contract';
import { pluralize } from './format';
import { t } from '../lib/i18n';

export interface Noun {
  singular: string;
  plural?: string;
}

export interface PaginationBarProps {
  total: number;
  /** Page index, from 0. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Changing the size returns to the first page (the owner's useListQuery does it). */
  onPageSizeChange: (pageSize: number) => void;
  noun?: Noun;
}

/** "Rows per page:" 10, 25, 50, 100; the range shown; the total in words; page buttons. */
export function PaginationBar({ total, page, pageSize, onPageChange, onPageSizeChange, noun }: PaginationBarProps) {
  // The API pages by offset up to MAX_SKIP rows; further rows are reached by searching or sorting.
  const pages = Math.max(1, Math.ceil(Math.min(total, MAX_SKIP + pageSize) / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <Group justify="space-between" gap="md" px="md" py="sm" wrap="wrap">
      <Group gap="lg" wrap="wrap">
        <Text size="sm" fw={600} data-testid="list-total">
          {noun ? pluralize(total, noun.singular, noun.plural) : t('list.total', { count: total })}
        </Text>
        <Group gap={8} wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor="rows-per-page">
            {t('list.rowsPerPage')}
          </Text>
          <Select
            id="rows-per-page"
            size="xs"
            w={76}
            value={String(pageSize)}
            onChange={(value) => value && onPageSizeChange(Number(value))}
            data={PAGE_SIZES.map((size) => String(size))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {total > 0 ? (
          <Text size="sm" c="dimmed">
            {t('list.range', { from: String(from), to: String(to), total })}
          </Text>
        ) : null}
      </Group>
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(page + 1, pages)}
        onChange={(value) => onPageChange(value - 1)}
        withEdges={pages > 5}
        disabled={total === 0}
        getControlProps={(control) => ({ 'aria-label': t('list.controlPage', { control }) })}
        getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
      />
    </Group>
  );
}
