import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS, SORTS, type Sort } from '@rds/contract';
import type { ListQueryState } from './useListQuery';

export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  name: 'Name',
};

export interface SearchSortBarProps {
  /** The list's search and sort, from useListQuery. */
  list: Pick<ListQueryState, 'search' | 'setSearch' | 'sort' | 'setSort'>;
  /** Which sorts this list offers (queries: newest and oldest only). */
  sorts?: readonly Sort[];
  placeholder?: string;
  /** Extra controls on the right (filters, an Add button). */
  children?: ReactNode;
}

/**
 * Search box and sort select of every list. Typing is debounced by SEARCH_DEBOUNCE_MS (1 s);
 * clearing the box applies at once.
 */
export function SearchSortBar({ list, sorts = SORTS, placeholder = 'Search', children }: SearchSortBarProps) {
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

  useEffect(() => {
    const value = text.trim();
    if (value === search) return;
    if (value === '') {
      latest.current('');
      return;
    }
    const timer = window.setTimeout(() => latest.current(value), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search]);

  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <TextInput
        aria-label="Search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} /> : null}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Select
        aria-label="Sort"
        value={sort}
        onChange={(value) => value && onSortChange(value as Sort)}
        data={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
        allowDeselect={false}
        leftSection={<IconArrowsSort size={16} />}
        w={160}
        comboboxProps={{ withinPortal: true }}
      />
      {children ? (
        <Group gap="sm" ml="auto">
          {children}
        </Group>
      ) : null}
    </Group>
  );
}
