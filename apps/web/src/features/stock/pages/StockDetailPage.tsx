import type { ReactNode } from 'react';
import { Box, Button, Grid, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPackageOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { UserType } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate } from '../../../ui/format';
import { LotsTable, months, PartyBlock, ProductImage, TransferButton, UnitsHeld } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { PageHeader } from '../../../ui/PageHeader';
import { useStock } from '../api';
import type { StockAction } from '../stockAction';

/** Where "back" leads in each portal: the list this page is opened from. */
const BACK: Partial<Record<UserType, { to: string; label: string }>> = {
  member: { to: '/stock', label: 'Assigned Stock' },
  supplier: { to: '/members/stock', label: 'Member Stock' },
};

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

/**
 * /stock/{id} (member, supplier, distributor, administrator): the member, the product, the supplier
 * and every stock unit; `action` (the member's Order) beside Back once the stock is loaded.
 */
export default function StockDetailPage({ action }: { action?: StockAction }) {
  const { id } = useParams();
  const { usertype } = useSession();
  const { data: stock, isError } = useStock(id);
  const back = usertype ? BACK[usertype] : undefined;
  const backButton = back ? (
    <Button component={Link} to={back.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {back.label}
    </Button>
  ) : null;

  if (isError && !stock) {
    return (
      <>
        <PageHeader title="Assigned Stock" actions={backButton} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconPackageOff size={34} stroke={1.6} />}
          title="We could not find that stock"
          description="It may not be yours to see, or the link may be mistyped."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Assigned Stock"
        description={stock ? `${stock.Product.name} held for ${stock.Member.name}` : 'Loading the stock…'}
        actions={
          <>
            {backButton}
            {stock && action ? action(stock) : null}
            {/* Transfer: a member offers units of this stock to another member. */}
            {stock && usertype === 'member' ? <TransferButton stock={stock} /> : null}
          </>
        }
      />
      <Box pos="relative" mih={stock ? undefined : 360}>
        <LoadingOverlay visible={!stock} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {stock ? (
          <Stack gap="lg">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title="Member details">
                  <PartyBlock party={stock.Member} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title="Product details">
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ProductImage product={stock.Product} size={64} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={650} size="sm">
                        {stock.Product.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {stock.Product.brand}
                      </Text>
                      <Text size="sm" c="dimmed">
                        Product ID <span className="tabular-nums">{stock.Product.productId}</span>
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xl">
                    <DetailField label="Total assigned units">
                      <UnitsHeld stock={stock} />
                    </DetailField>
                    <DetailField label="Par level">
                      <Text fz="lg" fw={700} className="tabular-nums">
                        {stock.parLevel.toLocaleString('en-CA')}
                      </Text>
                    </DetailField>
                    <DetailField label="Minimum expiry">
                      <Text fz="lg" fw={700}>
                        {months(stock.minimumExpiry)}
                      </Text>
                    </DetailField>
                  </Group>
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title="Supplier details">
                  <PartyBlock party={stock.Supplier} />
                </Section>
              </Grid.Col>
            </Grid>
            <Stack gap="sm">
              <Title order={3} fz="md">
                Stock units
              </Title>
              <LotsTable rows={stock.StockUnits} formatExpiry={formatDate} emptyDescription="Lots appear here once stock is assigned to this reserve." />
            </Stack>
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
