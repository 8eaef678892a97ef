import { Box, Button, Grid, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPackageOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { UserType } from '@rds/contract';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatNumber } from '../../../ui/format';
import { DaysOfCover, FiguresExplained, LotsTable, MonthlyUsage, months, PartyBlock, ProductImage, TransferButton, UnitsHeld } from '../../../domain';
import { DetailField } from '../../../ui/DetailField';
import { PageHeader } from '../../../ui/PageHeader';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { useStock } from '../api';
import type { StockAction } from '../components/stockAction';
import { ReplacableSwitch } from '../components/ReplacableSwitch';
import { Section } from '../../../ui/Section';
import { t } from '../../../lib/i18n';
import { Trans } from 'react-i18next';

/** Where "back" leads in each portal: the list this page is opened from. */
const BACK: Partial<Record<UserType, { to: string; label: string }>> = {
  member: { to: '/stock', label: 'nav.assignedStock' },
  supplier: { to: '/members/stock', label: 'nav.memberStock' },
  distributor: { to: '/members/stock', label: 'nav.memberStock' },
  healthpro: { to: '/members/stock', label: 'nav.memberStock' },
};

/**
 * /stock/{id} (member, supplier, distributor, administrator): the member, the product, the supplier
 * and every stock unit; `action` (the member's Order) beside Back once the stock is loaded.
 */
export default function StockDetailPage({ action }: { action?: StockAction }) {
  const { id } = useParams();
  const { usertype } = useSession();
  const query = useStock(id);
  const { data: stock, isError } = query;
  const back = usertype ? BACK[usertype] : undefined;
  const backButton = back ? (
    <Button component={Link} to={back.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t(back.label)}
    </Button>
  ) : null;

  if (failedToLoad(query, stock)) {
    return (
      <>
        <PageHeader title={t('stock.assignedStock')} actions={backButton} />
        <LoadError title={t('loadError.stock')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </>
    );
  }
  if (isError && !stock) {
    return (
      <>
        <PageHeader title={t('stock.assignedStock')} actions={backButton} />
        <EmptyState
          withCard
          size="lg"
          icon={<IconPackageOff size={34} stroke={1.6} />}
          title={t('stock.weCouldNotFindThat')}
          description={t('stock.itMayNotBeYours')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('stock.assignedStock')}
        description={stock ? t('stock.heldFor', { name: stock.Product.name, name2: stock.Member.name }) : t('stock.loadingTheStock')}
        actions={
          <>
            {backButton}
            {stock && action ? action(stock) : null}
            {/* Transfer: the stock's member offers its units to another member. */}
            {stock?.abilities.transfer ? <TransferButton stock={stock} /> : null}
          </>
        }
      />
      <Box pos="relative" mih={stock ? undefined : 360}>
        <LoadingOverlay visible={!stock} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ type: 'dots' }} />
        {stock ? (
          <Stack gap="lg">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title={t('stock.memberDetails')}>
                  <PartyBlock party={stock.Member} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title={t('stock.productDetails')}>
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
                        <Trans
                          i18nKey="domain.productIdValue"
                          values={{ productId: stock.Product.productId }}
                          components={{ b: <span className="tabular-nums" /> }}
                        />
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xl">
                    <DetailField label={t('stock.totalAssignedUnits')}>
                      <UnitsHeld stock={stock} />
                    </DetailField>
                    <DetailField label={t('stock.parLevel')}>
                      <Text fz="lg" fw={700} className="tabular-nums">
                        {formatNumber(stock.parLevel)}
                      </Text>
                    </DetailField>
                    <DetailField label={t('stock.minimumExpiry')}>
                      <Text fz="lg" fw={700}>
                        {months(stock.minimumExpiry)}
                      </Text>
                    </DetailField>
                  </Group>
                  <ReplacableSwitch stock={stock} />
                </Section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Section title={t('stock.supplierDetails')}>
                  <PartyBlock party={stock.Supplier} />
                </Section>
              </Grid.Col>
            </Grid>
            <Section title={t('figures.usageAndCover')}>
              <Group gap="xl" align="flex-start">
                <DetailField label={t('figures.monthlyUsage')}>
                  <MonthlyUsage stock={stock} size="lg" />
                </DetailField>
                <DetailField label={t('figures.daysOfCover')}>
                  <DaysOfCover stock={stock} size="lg" />
                </DetailField>
              </Group>
              <FiguresExplained compact />
            </Section>
            <Stack gap="sm">
              <Title order={3} fz="md">
                {t('stock.stockUnits')}
              </Title>
              <LotsTable rows={stock.StockUnits} formatExpiry={formatDate} emptyDescription={t('stock.lotsAppearHereOnceStock')} />
            </Stack>
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
