import { Badge } from '@mantine/core';
import { expiringStatusKey, type Order } from '@rds/contract';
import { t } from '../lib/i18n';

/** Where an expiring-lot order stands, in the spec's words (the administrator's list, the member's orders). */
export function expiringStatusLabel(order: Pick<Order, 'isApproved' | 'status'>): { label: string; color: string } {
  const key = expiringStatusKey(order);
  return { label: t(key), color: EXPIRING_COLORS[key]! };
}

const EXPIRING_COLORS: Record<string, string> = {
  'label.expiring.waiting': 'orange',
  'label.expiring.approved': 'blue',
  'label.expiring.confirming': 'grape',
  'label.expiring.completed': 'green',
};

/** That status as a badge whose words wrap rather than being cut short ('Waiting for member approval' is long). */
export function ExpiringStatusBadge({ order }: { order: Pick<Order, 'isApproved' | 'status'> }) {
  const { label, color } = expiringStatusLabel(order);
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      data-testid="order-status"
      styles={{ root: { height: 'auto', paddingBlock: 3, maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35 } }}
    >
      {label}
    </Badge>
  );
}
