import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS, SORTS } from '@rds/contract';
import { ExportButton } from './ExportButton';
import type { ListQueryState, ListSort } from './useListQuery';
import type { CsvPath } from '../lib/api';
import { t } from '../lib/i18n';

/** The catalogue keys of the sorts' names. */
export const SORT_LABELS: Record<ListSort, string> = {
  newest: 'list.sort.newest',
  oldest: 'list.sort.oldest',
  name: 'list.sort.name',
  cover: 'list.sort.cover',
};

export interface SearchSortBarProps {
  /** The list's search and sort, from useListQuery. */
  list: Pick<ListQueryState, 'search' | 'setSearch' | 'sort' | 'setSort' | 'filter'>;
  /** Which sorts this list offers (queries: newest and oldest only; stocks: days of cover too); none hides the sort (a list in an order of its own). */
  sorts?: readonly ListSort[];
  placeholder?: string;
  /** The list's filters, beside the sort. */
  filters?: ReactNode;
  /** Extra controls on the right (an Add button). */
  children?: ReactNode;
  /** The list's CSV export (e.g. '/products.csv'): an Export button on the right, for every row matching the search, sort and filter. */
  exportPath?: CsvPath;
}

/**
 * Search box and sort select of every list. Typing is debounced by SEARCH_DEBOUNCE_MS (1 s);
 * clearing the box applies at once.
 */
export function SearchSortBar({ list, sorts = SORTS, placeholder, filters, children, exportPath }: SearchSortBarProps) {
  const { search, setSearch: onSearchChange, sort, setSort: onSortChange } = list;
  const [text, setText] = useState(search);
  const latest = useRef(onSearchChange);
  latest.current = onSearchChange;

  const textRef = useRef(text);
  textRef.current = text;

  // Follow changes made by the owner of the list (a reset), without touching what is being typed.
  useEffect(() => {
    if (textRef.current.trim() !== search) setText(search);
  }, [search]);

  // Each edit of the box is its own entry, so that typing the same words again after clearing
  // still applies them once the box has rested for SEARCH_DEBOUNCE_MS.
  const entry = useMemo(() => ({ value: text.trim() }), [text]);
  const entryRef = useRef(entry);
  entryRef.current = entry;
  const searchRef = useRef(search);
  searchRef.current = search;
  const [settled] = useDebouncedValue(entry, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settled === entryRef.current && settled.value !== '' && settled.value !== searchRef.current) latest.current(settled.value);
  }, [settled]);

  /** Clearing the box applies at once; typing once the box has rested. */
  const type = (value: string) => {
    setText(value);
    if (value.trim() === '' && search !== '') onSearchChange('');
  };

  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <TextInput
        aria-label={t('list.search')}
        placeholder={placeholder ?? t('list.search')}
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={text ? <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={() => type('')} /> : null}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      {sorts.length > 0 ? (
        <Select
          aria-label={t('list.sort')}
          value={sort}
          onChange={(value) => value && onSortChange(value as ListSort)}
          data={sorts.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          allowDeselect={false}
          leftSection={<IconArrowsSort size={16} />}
          w={sorts.includes('cover') ? 230 : 160}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {filters}
      {children || exportPath ? (
        <Group gap="sm" ml="auto">
          {children}
          {exportPath ? <ExportButton path={exportPath} list={list} /> : null}
        </Group>
      ) : null}
    </Group>
  );
}
