import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table wider than a phone scrolls sideways inside this box. The box takes the keyboard focus, so
 * someone without a mouse can scroll it with the arrow keys too (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function TableScroll({ minWidth, children }: { minWidth?: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth ?? 0}
      type="native"
      tabIndex={0}
      // Our own names for styles.css (a table stacked on phones drops the box's minimum width), not Mantine's, which change between versions.
      className="rds-table-scroll"
      classNames={{ scrollContainerInner: 'rds-table-scroll-inner' }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
