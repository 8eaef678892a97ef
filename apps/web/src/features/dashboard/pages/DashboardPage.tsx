import { useId } from 'react';
import { Box, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingFactory2,
  IconMapPin,
  IconPill,
  IconShieldCheck,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Dashboard, UserType } from '@rds/contract';
// The hook's own module, not domain/'s index: the dashboard is the first screen, under a bundle budget.
import { useFigureBasis } from '../../../domain/figureBasis';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatLongDate, formatMonth, formatNumber, pluralize } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadError } from '../../../ui/LoadError';
import { useDashboard } from '../api';
import { OrdersChart } from '../components/OrdersChart';
import { RecallAlerts } from '../components/RecallAlerts';
import { StatCard } from '../components/StatCard';
import { WastageCard } from '../components/WastageCard';
import { Worklist } from '../components/Worklist';
import { t } from '../../../lib/i18n';

type TotalKey = Exclude<keyof Dashboard, 'orders' | 'wastage'>;

/** Each total's words are the catalogue's `dashboard.<key>.label` and `.hint`. */
const TOTALS: Record<TotalKey, { icon: Icon; color: string }> = {
  totalOrders: { icon: IconTruckDelivery, color: 'clinical' },
  totalMembers: { icon: IconUsers, color: 'indigo' },
  totalProducts: { icon: IconPill, color: 'teal' },
  totalSureSupply: { icon: IconShieldCheck, color: 'cyan' },
  totalSuppliers: { icon: IconBuildingFactory2, color: 'grape' },
  totalDistributors: { icon: IconTruck, color: 'orange' },
  totalLocations: { icon: IconMapPin, color: 'pink' },
  stocksAtRisk: { icon: IconAlertTriangle, color: 'red' },
};

/** Where each portal lists its stocks filtered to those at risk. */
const AT_RISK = '?filter=atRisk';

/** Which totals each user type sees, and where each leads in that portal. */
const TOTALS_BY_TYPE: Record<UserType, Array<{ key: TotalKey; to?: string }>> = {
  healthpro: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalMembers', to: '/member' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalSureSupply', to: '/members/stock' },
    { key: 'totalSuppliers', to: '/supplier' },
    { key: 'totalDistributors', to: '/distributor' },
    { key: 'totalLocations', to: '/locations' },
    { key: 'stocksAtRisk', to: `/members/stock${AT_RISK}` },
  ],
  member: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalSureSupply', to: '/sure-supply-shield' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalMembers', to: '/member' },
    { key: 'stocksAtRisk', to: `/stock${AT_RISK}` },
  ],
  supplier: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalMembers', to: '/members/stock' },
    { key: 'totalSureSupply', to: '/stock' },
    { key: 'totalLocations', to: '/location' },
    { key: 'totalDistributors' },
    { key: 'stocksAtRisk', to: `/members/stock${AT_RISK}` },
  ],
  distributor: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalLocations', to: '/location' },
    { key: 'stocksAtRisk', to: `/members/stock${AT_RISK}` },
  ],
};

function monthLabel(month: string) {
  const date = dayjs(`${month}-01`);
  return date.isValid() ? formatMonth(date.toDate()) : month;
}

export default function DashboardPage() {
  const { user, usertype } = useSession();
  const query = useDashboard();
  const { data, isLoading } = query;
  const totals = TOTALS_BY_TYPE[usertype ?? 'member'];
  // Three or four columns from lg, two below; the last card fills what its row leaves.
  const lgColumns = totals.length % 3 === 0 ? 3 : 4;
  const lastSpan = { base: 2 - ((totals.length - 1) % 2), lg: lgColumns - ((totals.length - 1) % lgColumns) };
  const { data: basis } = useFigureBasis();
  /** A card's line of context; the stocks at risk say the lead time once it is known. */
  const hint = (key: TotalKey) =>
    key === 'stocksAtRisk'
      ? basis
        ? t('dashboard.stocksAtRisk.hint', { days: basis.leadTimeDays })
        : t('dashboard.stocksAtRisk.hintPlain')
      : t(`dashboard.${key}.hint`);

  const chartTitle = useId();
  const orders = data?.orders ?? [];
  const thisMonth = data?.orders.at(-1);
  const lastMonth = data?.orders.at(-2);
  const sixMonthTotal = orders.reduce((sum, row) => sum + row.count, 0);

  return (
    <>
      <PageHeader
        title={t('dashboard.dashboard')}
        description={[user?.name ? t('dashboard.welcome', { name: user.name }) : null, formatLongDate(new Date())].filter(Boolean).join(' · ')}
      />

      <RecallAlerts />
      {usertype ? <Worklist usertype={usertype} /> : null}

      {query.isError && !data ? (
        <Box mb="lg">
          <LoadError title={t('loadError.dashboard')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
        </Box>
      ) : null}

      <SimpleGrid cols={{ base: 2, lg: lgColumns }} spacing={{ base: 'sm', sm: 'md' }} mb="lg">
        {totals.map(({ key, to }, index) => {
          const meta = TOTALS[key];
          return (
            <StatCard
              key={key}
              label={t(`dashboard.${key}.label`)}
              hint={hint(key)}
              span={index === totals.length - 1 ? lastSpan : undefined}
              icon={meta.icon}
              color={meta.color}
              value={data?.[key]}
              to={to}
              loading={isLoading}
            />
          );
        })}
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="xs" p="lg" h="100%">
            <Group justify="space-between" mb="md">
              <div>
                <Title order={3} fz="lg" id={chartTitle}>
                  {t('dashboard.ordersPerMonth')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('dashboard.theLastSixMonths')}
                </Text>
              </div>
            </Group>
            {isLoading ? (
              <Skeleton h={280} />
            ) : orders.length === 0 ? (
              <EmptyState title={t('dashboard.noOrdersYet')} description={t('dashboard.ordersWillBeChartedHere')} size="sm" />
            ) : (
              <OrdersChart rows={orders} labelledBy={chartTitle} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder shadow="xs" p="lg" h="100%">
            <Title order={3} fz="lg" mb="md">
              {t('dashboard.thisMonth')}
            </Title>
            {isLoading ? (
              <Stack>
                <Skeleton h={40} />
                <Skeleton h={40} />
              </Stack>
            ) : (
              <Stack gap="lg">
                <div>
                  <Text size="sm" c="dimmed">
                    {t('dashboard.ordersSoFar', { month: thisMonth ? monthLabel(thisMonth.month) : formatMonth(new Date()) })}
                  </Text>
                  <Text fz={34} fw={700} className="tabular-nums">
                    {formatNumber(thisMonth?.count ?? 0)}
                  </Text>
                  {lastMonth ? (
                    <Text size="xs" c="dimmed">
                      {monthLabel(lastMonth.month)}: {pluralize(lastMonth.count, 'order')}
                    </Text>
                  ) : null}
                </div>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('dashboard.ordersOverSixMonths')}
                  </Text>
                  <Text fz={24} fw={700} className="tabular-nums">
                    {formatNumber(sixMonthTotal)}
                  </Text>
                </div>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('dashboard.ordersInTotal')}
                  </Text>
                  <Text fz={24} fw={700} className="tabular-nums">
                    {formatNumber(data?.totalOrders ?? 0)}
                  </Text>
                </div>
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>

      {/* The API answers wastage to those it is a cost to (the programme, a member) and null to others. */}
      {data?.wastage ? <WastageCard wastage={data.wastage} loading={false} /> : null}
    </>
  );
}
