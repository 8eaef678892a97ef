import { Alert, Box, Button, Grid, Group, LoadingOverlay, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconClock, IconTruckDelivery, IconTruckOff } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import type { Order, UserType } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatDateTime, formatExpiry, formatNumber } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { HistorySection, PartyBlock, ProductImage } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { useOrder } from '../api';
import { ApproveExpiringButton, ConfirmReceiptButton, DispatchButton } from '../components/OrderActions';
import { orderNumber, OrderStatusBadge } from '../components/OrderParts';
import { Section } from '../../../ui/Section';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/** Who ships it: the distributor of the lot's location, or the supplier. */
const shipper = (order: Order) => order.Distributor?.name ?? order.Supplier.name;

/** Where the order stands, in a sentence for the one reading it. */
function StatusNote({ order, viewer }: { order: Order; viewer: UserType | null }) {
  switch (order.status) {
    case 'CREATED':
      return (
        <Alert variant="light" icon={<IconClock size={20} />} title={t('orders.awaitingDispatch')} data-testid="order-note">
          {order.abilities.dispatch
            ? t('orders.prepareTheUnitsAtAnd', { name: order.Location.name, name2: order.Member.name })
            : t('orders.dispatchesItFrom', { order: shipper(order), name: order.Location.name })}
        </Alert>
      );
    case 'PACKAGED':
      return (
        <Alert variant="light" color="yellow" icon={<IconTruckDelivery size={20} />} title={t('orders.onItsWay')} data-testid="order-note">
          {viewer === 'member'
            ? t('orders.dispatchedItFromConfirmReceipt', { order: shipper(order), name: order.Location.name })
            : viewer === 'distributor'
              ? t('orders.dispatchedWaiting')
              : t('orders.dispatchedByTheMemberConfirms', { order: shipper(order) })}
        </Alert>
      );
    case 'COMPLETED':
      return (
        <Alert variant="light" color="green" icon={<IconCircleCheck size={20} />} title={t('orders.completed')} data-testid="order-note">
          {t('orders.confirmedReceiptOn', { name: order.Member.name, updatedAt: formatDateTime(order.updatedAt) })}
        </Alert>
      );
  }
}

/**
 * One order, in every portal: the member's /order/{id}/processed (with Confirm receipt while
 * shipped), the supplier's and distributor's /order/{id}/new (with Dispatch while created) and
 * /completed, and the administrator's three. Order No, status, member, product (id, brand, image,
 * contract number), units, lot, supplier, and the distributor and location when present.
 */
export default function OrderDetailPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const { usertype } = useSession();
  const query = useOrder(id);
  const { data: order, isError } = query;
  const onNewPage = pathname.endsWith('/new');

  const back = (
    <Button component={Link} to="/order" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('orders.orders')}
    </Button>
  );

  if (failedToLoad(query, order)) {
    return (
      <>
        <PageHeader title={t('orders.order')} actions={back} />
        <LoadError title={t('loadError.order')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !order) {
    return (
      <>
        <PageHeader title={t('orders.order')} actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconTruckOff size={34} stroke={1.6} />}
          title={t('orders.weCouldNotFindThat')}
          description={t('orders.itMayNotBeYours')}
        />
      </>
    );
  }

  // The order's abilities say what the reader may do to it now; dispatch only from the /new page.
  const action = order?.abilities.approve ? (
    <ApproveExpiringButton order={order} />
  ) : order?.abilities.complete ? (
    <ConfirmReceiptButton order={order} />
  ) : order && onNewPage && order.abilities.dispatch ? (
    <DispatchButton order={order} />
  ) : null;

  return (
    <>
      <PageHeader
        title={order ? orderNumber(order) : t('orders.order')}
        description={
          order
            ? t('orders.detailDescription', { product: order.Stock.Product.name, member: order.Member.name, date: formatDate(order.orderDate) })
            : t('orders.loadingTheOrder')
        }
        actions={
          <>
            {back}
            {action}
          </>
        }
      />
      <Box pos="relative" mih={order ? undefined : 360}>
        <LoadingOverlay visible={!order} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {order ? (
          <Stack gap="lg">
            <Paper withBorder shadow="xs" p="lg">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="md">
                  <DetailField label={t('orders.orderNo')}>
                    <Text fz="lg" fw={700} className="tabular-nums" data-testid="order-number">
                      {order.orderId}
                    </Text>
                  </DetailField>
                  <DetailField label={t('orders.status')}>
                    <OrderStatusBadge status={order.status} viewer={usertype} size="lg" />
                  </DetailField>
                  <DetailField label={t('orders.unitsOrdered')}>
                    <Text fz="lg" fw={700} className="tabular-nums" data-testid="order-units">
                      {formatNumber(order.units)}
                    </Text>
                  </DetailField>
                  <DetailField label={t('orders.orderDate')}>
                    <Text fz="lg" fw={700}>
                      {formatDate(order.orderDate)}
                    </Text>
                  </DetailField>
                </SimpleGrid>
                <StatusNote order={order} viewer={usertype} />
              </Stack>
            </Paper>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title={t('orders.memberDetails')}>
                  <PartyBlock party={order.Member} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title={t('orders.productDetails')}>
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ProductImage product={order.Stock.Product} size={64} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={650} size="sm">
                        {order.Stock.Product.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {order.Stock.Product.brand}
                      </Text>
                      <Text size="sm" c="dimmed">
                        <Trans
                          i18nKey="orders.productId"
                          values={{ id: order.Stock.Product.productId }}
                          components={{ n: <span className="tabular-nums" /> }}
                        />
                      </Text>
                      <Text size="sm" c="dimmed">
                        <Trans
                          i18nKey="orders.contractNo"
                          values={{ id: order.Stock.Product.contractNumber }}
                          components={{ n: <span className="tabular-nums" /> }}
                        />
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xl">
                    <DetailField label={t('orders.lotNo')}>
                      <Text size="sm" ff="monospace" fw={600}>
                        {order.lotNumber}
                      </Text>
                    </DetailField>
                    <DetailField label={t('orders.expiryDate')}>
                      <Text size="sm" fw={600}>
                        {formatExpiry(order.unitsExpiry)}
                      </Text>
                    </DetailField>
                  </Group>
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title={t('orders.supplierDetails')}>
                  <PartyBlock party={order.Supplier} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: order.Distributor ? 6 : 12 }}>
                <Section title={t('orders.shipsFrom')}>
                  <Stack gap={2} data-testid="order-location">
                    <Text fw={650} size="sm">
                      {order.Location.name}
                    </Text>
                    <Text size="sm">{order.Location.line1}</Text>
                    <Text size="sm">{order.Location.line2}</Text>
                    <Text size="sm" c="dimmed">
                      {order.Location.postalCode}
                    </Text>
                  </Stack>
                </Section>
              </Grid.Col>
              {order.Distributor ? (
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <Section title={t('orders.distributorDetails')}>
                    <PartyBlock party={order.Distributor} />
                  </Section>
                </Grid.Col>
              ) : null}
            </Grid>
            <HistorySection kind="order" id={order._id} revision={order.version} />
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
