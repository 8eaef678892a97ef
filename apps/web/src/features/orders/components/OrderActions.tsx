import { useState } from 'react';
import { Badge, Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconCircleCheck, IconHourglass, IconPackageExport, IconTruckDelivery } from '@tabler/icons-react';
import type { Order, UserType } from '@rds/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ScanLotInput } from '../../../domain/scan/ScanLotInput';
import { formatDate, pluralize } from '../../../ui/format';
import { showSuccess } from '../../../ui/toasts';
import { useApproveExpiringOrder, useCompleteOrder, useDispatchOrder } from '../api';
import { ExpiringStatusBadge } from '../../../domain';
import { orderNumber, OrderStatusBadge } from './OrderParts';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

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
      <Button
        leftSection={<IconPackageExport size={16} />}
        onClick={() => setAsked(true)}
        aria-label={t('orders.dispatch2', { order: orderNumber(order) })}
        {...props}
      >
        {t('orders.dispatch')}
      </Button>
      <ConfirmDialog
        opened={asked}
        title={t('orders.dispatchThisOrder')}
        message={
          <>
            <Trans
              i18nKey="orders.dispatchConfirm"
              values={{
                order: orderNumber(order),
                units: pluralize(order.units, 'unit'),
                product: order.Stock.Product.name,
                lot: order.lotNumber,
                location: order.Location.name,
                member: order.Member.name,
              }}
              components={{ b: <b /> }}
            />
          </>
        }
        confirmLabel={t('orders.dispatch')}
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
      <Button
        color="orange"
        leftSection={<IconHourglass size={16} />}
        onClick={() => setAsked(true)}
        aria-label={t('orders.approve2', { order: orderNumber(order) })}
        {...props}
      >
        {t('orders.approve')}
      </Button>
      <ConfirmDialog
        opened={asked}
        title={t('orders.sendThisExpiringLotBack')}
        message={
          <>
            <Trans
              i18nKey="orders.approveExpiringConfirm"
              values={{ lot: order.lotNumber, product: order.Stock.Product.name, expiry: formatDate(order.unitsExpiry), location: order.Location.name }}
              components={{ b: <b /> }}
            />
          </>
        }
        confirmLabel={t('orders.approve')}
        color="orange"
        loading={approve.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(false)}
      />
    </>
  );
}

/**
 * The member confirms the order arrived: PACKAGED → COMPLETED. A pack may be scanned (or its lot
 * typed) first: a pack of another product is refused, a lot other than the one shipped is a warning
 * (the member may still confirm: the shipment is theirs to check, not the portal's to block).
 */
export function ConfirmReceiptButton({ order }: { order: Order }) {
  const [asked, setAsked] = useState(false);
  const [lotReceived, setLotReceived] = useState('');
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
        {t('orders.confirmReceipt2')}
      </Button>
      <ConfirmDialog
        opened={asked}
        title={t('orders.confirmReceipt')}
        message={
          <>
            <Trans
              i18nKey="orders.receiptConfirm"
              values={{ units: pluralize(order.units, 'unit'), product: order.Stock.Product.name, lot: order.lotNumber }}
              components={{ b: <b /> }}
            />
          </>
        }
        confirmLabel={t('orders.confirmReceipt2')}
        color="green"
        loading={complete.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(false)}
      >
        <ScanLotInput
          label={t('orders.lotReceived')}
          placeholder={order.lotNumber}
          value={lotReceived}
          onChange={(event) => setLotReceived(event.currentTarget.value)}
          maxLength={100}
          product={order.Stock.Product}
          shippedLot={order.lotNumber}
          scanLabel={t('orders.scanAPack')}
          onLotChange={setLotReceived}
          onPack={({ lot }) => lot !== undefined && setLotReceived(lot)}
        />
      </ConfirmDialog>
    </>
  );
}

/**
 * The Action column of the supplier's and the distributor's Orders: Dispatch on an order the
 * viewer may dispatch (its `abilities`); 'Distributor dispatches' for a supplier whose order ships from a distributor's
 * location; 'Dispatched' (supplier) or 'Waiting for Completion' (distributor) while PACKAGED; a
 * 'Completed' badge once COMPLETED.
 */
export function OrderRowAction({ order, viewer }: { order: Order; viewer: UserType | null }) {
  if (order.abilities.dispatch) return <DispatchButton order={order} size="compact-sm" />;
  switch (order.status) {
    case 'CREATED':
      return (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="order-action">
          {order.distributorId ? t('orders.distributorDispatches') : t('orders.supplierDispatches')}
        </Text>
      );
    case 'PACKAGED':
      return (
        <Text size="sm" fw={500} c="#8f5100" style={{ whiteSpace: 'nowrap' }} data-testid="order-action">
          <IconTruckDelivery size={16} style={{ verticalAlign: -3, marginRight: 6 }} aria-hidden />
          {viewer === 'distributor' ? t('orders.waitingForCompletion') : t('orders.dispatched')}
        </Text>
      );
    case 'COMPLETED':
      return (
        <Badge color="green" variant="light" radius="sm" data-testid="order-action">
          {t('orders.completed')}
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
        {t('orders.expiringLot')}
      </Badge>
      <ExpiringStatusBadge order={order} />
      {order.abilities.approve ? <ApproveExpiringButton order={order} size="compact-sm" /> : null}
    </Stack>
  );
}
