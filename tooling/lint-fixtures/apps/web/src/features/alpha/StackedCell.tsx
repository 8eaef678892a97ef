// Planted: text a person reads, not translated (a phone's stacked table shows data-label as the cell's heading).
import { Table } from '@mantine/core';
export const StackedCell = ({ lot }: { lot: string }) => <Table.Td data-label="Lot Number">{lot}</Table.Td>;
