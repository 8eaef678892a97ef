import type { ReactNode } from 'react';
import type { BadgeProps } from '@mantine/core';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { orderStatusKey, type Order, type OrderStatus, type UserType } from '@rds/contract';
import { formatDate } from '../../../ui/format';
import { ProductCell } from '../../../domain';
import { StatusBadge, YELLOW_TEXT } from '../../../ui/StatusBadge';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/**
 * How an order's status reads. The member's order page reads SHIPPED while PACKAGED, otherwise
 * COMPLETED (the spec), and 'Created' while it awaits dispatch; suppliers, distributors and the
 * administrator read PACKAGED as Dispatched. Badges are upper case, so 'Shipped' shows as SHIPPED.
 */
export const orderStatusLabel = (status: OrderStatus, viewer: UserType | null) => t(orderStatusKey(status, viewer));

/** CREATED primary (awaiting dispatch), PACKAGED warning (on its way, awaiting receipt), COMPLETED success. */
const COLORS: Record<OrderStatus, string> = { CREATED: 'primary', PACKAGED: 'yellow', COMPLETED: 'green' };

export function OrderStatusBadge({ status, viewer, ...props }: { status: OrderStatus; viewer: UserType | null } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <StatusBadge
      status={status}
      label={orderStatusLabel(status, viewer)}
      color={COLORS[status]}
      c={status === 'PACKAGED' ? YELLOW_TEXT : undefined}
      data-testid="order-status"
      {...props}
    />
  );
}

/** Where an order opens in each portal: the member's /processed page; the operators' /new or /completed (the administrator also /processed). */
export function orderPath(order: Pick<Order, '_id' | 'status'>, viewer: UserType | null): string {
  if (viewer === 'member') return `/order/${order._id}/processed`;
  if (order.status === 'COMPLETED') return `/order/${order._id}/completed`;
  if (order.status === 'PACKAGED' && viewer === 'healthpro') return `/order/${order._id}/processed`;
  return `/order/${order._id}/new`;
}

/** 'Order No. 1004'. */
export const orderNumber = (order: Pick<Order, 'orderId'>) => t('orders.orderNo2', { orderId: order.orderId });

/** The supplier's and distributor's heading, the spec's 'Total N Order(s)', as products' 'Total N Product(s)'. */
export const totalOrders = (total: number) => t('orders.totalOrders', { count: total });

/**
 * An order as one cell, for lists on a phone: its number (a link) and `corner` on the first line,
 * then the product with units, lot, location and date under it, and `children` (an action) last.
 */
export function CompactOrderCell({
  order,
  viewer,
  corner,
  details,
  children,
}: {
  order: Order;
  viewer: UserType | null;
  corner: ReactNode;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap={8}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={orderPath(order, viewer)} size="sm" fw={700}>
          {orderNumber(order)}
        </Anchor>
        {corner}
      </Group>
      <ProductCell
        product={order.Stock.Product}
        size={40}
        extra={
          <>
            <Text size="xs" c="dimmed">
              <Trans i18nKey="orders.unitsLot" values={{ count: order.units, lot: order.lotNumber }} components={{ b: <b className="tabular-nums" /> }} />
            </Text>
            <Text size="xs" c="dimmed">
              {order.Location.name} · {formatDate(order.orderDate)}
            </Text>
            {details}
          </>
        }
      />
      {children}
    </Stack>
  );
}
