import { Table, Text, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';
import { countStatusKey, type CountStatus } from '@rds/contract';

export { ReasonSelect, reasonWords, signed } from '../../../domain/adjust/reasons';

const STATUS_COLOR: Record<CountStatus, string | undefined> = {
  OPEN: undefined,
  AWAITING_APPROVAL: 'yellow',
  APPLIED: 'green',
  DENIED: 'red',
  CANCELLED: 'gray',
};

/** A count's status in words: Open, Waiting for approval, Applied, Denied, Cancelled. */
export function CountStatusBadge({ status, ...props }: { status: CountStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return <StatusBadge status={status} label={t(countStatusKey(status))} color={STATUS_COLOR[status]} data-testid="count-status" {...props} />;
}

/** A count line's lot cell: the lot number, whose product for which member, and any note under them. */
export function CountLotCell({ line, children }: { line: { lotNumber: string; Product: { name: string }; Member: { name: string } }; children?: ReactNode }) {
  return (
    <Table.Td data-label={t('counts.lot')}>
      <Text size="sm" ff="monospace" fw={600}>
        {line.lotNumber}
      </Text>
      <Text size="xs" c="dimmed">
        {t('counts.productFor', { product: line.Product.name, member: line.Member.name })}
      </Text>
      {children}
    </Table.Td>
  );
}
