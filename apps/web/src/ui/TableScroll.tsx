import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table wider than a phone scrolls sideways inside this box. The box takes the keyboard focus, so
 * someone without a mouse can scroll it with the arrow keys too (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function TableScroll({ minWidth, children }: { minWidth?: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0} type="native" tabIndex={0}>
      {children}
    </Table.ScrollContainer>
  );
}
