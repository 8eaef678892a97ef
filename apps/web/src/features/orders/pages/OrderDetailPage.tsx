import type { ReactNode } from 'react';
import { Alert, Box, Button, Grid, Group, LoadingOverlay, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconClock, IconTruckDelivery, IconTruckOff } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import type { Order, UserType } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatDateTime, formatExpiry } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { PartyBlock, ProductImage } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { useOrder } from '../api';
import { ApproveExpiringButton, ConfirmReceiptButton, DispatchButton } from '../components/OrderActions';
import { mayDispatch, orderNumber, OrderStatusBadge } from '../components/OrderParts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p="lg" h="100%">
      <Stack gap="md">
        <Title order={3} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Who ships it: the distributor of the lot's location, or the supplier. */
const shipper = (order: Order) => order.Distributor?.name ?? order.Supplier.name;

/** Where the order stands, in a sentence for the one reading it. */
function StatusNote({ order, viewer }: { order: Order; viewer: UserType | null }) {
  switch (order.status) {
    case 'CREATED':
      return (
        <Alert variant="light" icon={<IconClock size={20} />} title="Awaiting dispatch" data-testid="order-note">
          {mayDispatch(order, viewer)
            ? `Prepare the units at ${order.Location.name} and dispatch them to ${order.Member.name}.`
            : `${shipper(order)} dispatches it from ${order.Location.name}.`}
        </Alert>
      );
    case 'PACKAGED':
      return (
        <Alert variant="light" color="yellow" icon={<IconTruckDelivery size={20} />} title="On its way" data-testid="order-note">
          {viewer === 'member'
            ? `${shipper(order)} dispatched it from ${order.Location.name}. Confirm receipt once it arrives.`
            : viewer === 'distributor'
              ? 'Dispatched. Waiting for Completion: the member confirms receipt.'
              : `Dispatched by ${shipper(order)}; the member confirms receipt.`}
        </Alert>
      );
    case 'COMPLETED':
      return (
        <Alert variant="light" color="green" icon={<IconCircleCheck size={20} />} title="Completed" data-testid="order-note">
          {order.Member.name} confirmed receipt on {formatDateTime(order.updatedAt)}.
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
  const { data: order, isError } = useOrder(id);
  const onNewPage = pathname.endsWith('/new');

  const back = (
    <Button component={Link} to="/order" variant="default" leftSection={<IconArrowLeft size={16} />}>
      Orders
    </Button>
  );

  if (isError && !order) {
    return (
      <>
        <PageHeader title="Order" actions={back} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconTruckOff size={34} stroke={1.6} />}
          title="We could not find that order"
          description="It may not be yours to see, or the link may be mistyped."
        />
      </>
    );
  }

  const action =
    order && usertype === 'member' && order.type === 'EXPIRING' && !order.isApproved ? (
      <ApproveExpiringButton order={order} />
    ) : order && usertype === 'member' && order.status === 'PACKAGED' ? (
      <ConfirmReceiptButton order={order} />
    ) : order && onNewPage && mayDispatch(order, usertype) && (order.type === 'STANDARD' || order.isApproved) ? (
      <DispatchButton order={order} />
    ) : null;

  return (
    <>
      <PageHeader
        title={order ? orderNumber(order) : 'Order'}
        description={order ? `${order.Stock.Product.name} for ${order.Member.name}, ordered ${formatDate(order.orderDate)}` : 'Loading the order…'}
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
                  <DetailField label="Order No">
                    <Text fz="lg" fw={700} className="tabular-nums" data-testid="order-number">
                      {order.orderId}
                    </Text>
                  </DetailField>
                  <DetailField label="Status">
                    <OrderStatusBadge status={order.status} viewer={usertype} size="lg" />
                  </DetailField>
                  <DetailField label="Units ordered">
                    <Text fz="lg" fw={700} className="tabular-nums" data-testid="order-units">
                      {order.units.toLocaleString('en-CA')}
                    </Text>
                  </DetailField>
                  <DetailField label="Order date">
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
                <Section title="Member details">
                  <PartyBlock party={order.Member} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title="Product details">
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
                        Product ID <span className="tabular-nums">{order.Stock.Product.productId}</span>
                      </Text>
                      <Text size="sm" c="dimmed">
                        Contract No. <span className="tabular-nums">{order.Stock.Product.contractNumber}</span>
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xl">
                    <DetailField label="Lot No.">
                      <Text size="sm" ff="monospace" fw={600}>
                        {order.lotNumber}
                      </Text>
                    </DetailField>
                    <DetailField label="Expiry Date">
                      <Text size="sm" fw={600}>
                        {formatExpiry(order.unitsExpiry)}
                      </Text>
                    </DetailField>
                  </Group>
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title="Supplier details">
                  <PartyBlock party={order.Supplier} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: order.Distributor ? 6 : 12 }}>
                <Section title="Ships from">
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
                  <Section title="Distributor details">
                    <PartyBlock party={order.Distributor} />
                  </Section>
                </Grid.Col>
              ) : null}
            </Grid>
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
