import { useState } from 'react';
import { Badge, Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconCircleCheck, IconHourglass, IconPackageExport, IconTruckDelivery } from '@tabler/icons-react';
import type { Order, UserType } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDate, pluralize } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useApproveExpiringOrder, useCompleteOrder, useDispatchOrder } from '../api';
import { ExpiringStatusBadge } from '../../../domain';
import { mayDispatch, orderNumber, OrderStatusBadge } from './OrderParts';

/** Dispatch, after a confirmation naming what leaves from where: CREATED → PACKAGED. */
export function DispatchButton({ order, ...props }: { order: Order } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [asked, setAsked] = useState(false);
  const dispatch = useDispatchOrder();
  const confirm = () =>
    dispatch.mutate(order, {
      onSuccess: (result) => {
        showSuccess(result.message);
        setAsked(false);
      },
    });
  return (
    <>
      <Button leftSection={<IconPackageExport size={16} />} onClick={() => setAsked(true)} aria-label={`Dispatch ${orderNumber(order)}`} {...props}>
        Dispatch
      </Button>
      <ConfirmDialog
        opened={asked}
        title="Dispatch this order?"
        message={
          <>
            {orderNumber(order)}: {pluralize(order.units, 'unit')} of <b>{order.Stock.Product.name}</b>, lot {order.lotNumber}, leave {order.Location.name} for{' '}
            {order.Member.name}. The member is told the order is on its way.
          </>
        }
        confirmLabel="Dispatch"
        color="clinical"
        loading={dispatch.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(false)}
      />
    </>
  );
}

/**
 * The member approves an expiring-lot order, after a confirmation saying what follows: what the lot
 * holds leaves the reserve now, it ships back, and a replenishment brings fresh stock.
 */
export function ApproveExpiringButton({ order, ...props }: { order: Order } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [asked, setAsked] = useState(false);
  const approve = useApproveExpiringOrder();
  const confirm = () =>
    approve.mutate(order, {
      onSuccess: (result) => {
        showSuccess(result.message);
        setAsked(false);
      },
    });
  return (
    <>
      <Button color="orange" leftSection={<IconHourglass size={16} />} onClick={() => setAsked(true)} aria-label={`Approve ${orderNumber(order)}`} {...props}>
        Approve
      </Button>
      <ConfirmDialog
        opened={asked}
        title="Send this expiring lot back?"
        message={
          <>
            Lot {order.lotNumber} of <b>{order.Stock.Product.name}</b> expires {formatDate(order.unitsExpiry)}. What it holds leaves your reserve now and ships
            back from {order.Location.name}; a replenishment brings fresh stock in its place.
          </>
        }
        confirmLabel="Approve"
        color="orange"
        loading={approve.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(false)}
      />
    </>
  );
}

/** The member confirms the order arrived: PACKAGED → COMPLETED. */
export function ConfirmReceiptButton({ order }: { order: Order }) {
  const [asked, setAsked] = useState(false);
  const complete = useCompleteOrder();
  const confirm = () =>
    complete.mutate(order._id, {
      onSuccess: (result) => {
        showSuccess(result.message);
        setAsked(false);
      },
    });
  return (
    <>
      <Button color="green" leftSection={<IconCircleCheck size={16} />} onClick={() => setAsked(true)}>
        Confirm receipt
      </Button>
      <ConfirmDialog
        opened={asked}
        title="Confirm receipt?"
        message={
          <>
            Confirm that {pluralize(order.units, 'unit')} of <b>{order.Stock.Product.name}</b> (lot {order.lotNumber}) arrived. The order is then completed.
          </>
        }
        confirmLabel="Confirm receipt"
        color="green"
        loading={complete.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(false)}
      />
    </>
  );
}

/**
 * The Action column of the supplier's and the distributor's Orders: Dispatch on a CREATED order the
 * viewer dispatches; 'Distributor dispatches' for a supplier whose order ships from a distributor's
 * location; 'Dispatched' (supplier) or 'Waiting for Completion' (distributor) while PACKAGED; a
 * 'Completed' badge once COMPLETED.
 */
export function OrderRowAction({ order, viewer }: { order: Order; viewer: UserType | null }) {
  if (mayDispatch(order, viewer)) return <DispatchButton order={order} size="compact-sm" />;
  switch (order.status) {
    case 'CREATED':
      return (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="order-action">
          {order.distributorId ? 'Distributor dispatches' : 'Supplier dispatches'}
        </Text>
      );
    case 'PACKAGED':
      return (
        <Text size="sm" fw={500} c="yellow.9" style={{ whiteSpace: 'nowrap' }} data-testid="order-action">
          <IconTruckDelivery size={16} style={{ verticalAlign: -3, marginRight: 6 }} aria-hidden />
          {viewer === 'distributor' ? 'Waiting for Completion' : 'Dispatched'}
        </Text>
      );
    case 'COMPLETED':
      return (
        <Badge color="green" variant="light" radius="sm" data-testid="order-action">
          Completed
        </Badge>
      );
  }
}

/**
 * The member's view of where an order stands. A standard order: Created, SHIPPED or COMPLETED.
 * An expiring-lot order is marked as such and reads as the spec words it ('Waiting for member
 * approval', with Approve; then 'Approved by member', 'Waiting for confirmation', 'Completed').
 */
export function MemberOrderStatus({ order }: { order: Order }) {
  if (order.type === 'STANDARD') return <OrderStatusBadge status={order.status} viewer="member" />;
  return (
    <Stack gap={6} align="flex-start">
      <Badge color="orange" variant="outline" radius="sm" size="sm">
        Expiring lot
      </Badge>
      <ExpiringStatusBadge order={order} />
      {order.isApproved ? null : <ApproveExpiringButton order={order} size="compact-sm" />}
    </Stack>
  );
}
