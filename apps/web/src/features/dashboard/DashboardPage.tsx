import { useMemo } from 'react';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconMapPin, IconPill, IconShieldCheck, IconTruck, IconTruckDelivery, IconUsers, type Icon } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Dashboard, UserType } from '@rds/contract';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../ui/EmptyState';
import { pluralize } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { useDashboard } from './api';
import { StatCard } from './StatCard';

type TotalKey = Exclude<keyof Dashboard, 'orders'>;

const TOTALS: Record<TotalKey, { label: string; hint: string; icon: Icon; color: string }> = {
  totalOrders: { label: 'Orders', hint: 'Orders placed to date', icon: IconTruckDelivery, color: 'clinical' },
  totalMembers: { label: 'Members', hint: 'Member organisations', icon: IconUsers, color: 'indigo' },
  totalProducts: { label: 'Products', hint: 'Products in the catalogue', icon: IconPill, color: 'teal' },
  totalSureSupply: { label: 'In reserve', hint: 'Stocks in the Reserve Drug Supply', icon: IconShieldCheck, color: 'cyan' },
  totalSuppliers: { label: 'Suppliers', hint: 'Registered suppliers', icon: IconBuildingFactory2, color: 'grape' },
  totalDistributors: { label: 'Distributors', hint: 'Registered distributors', icon: IconTruck, color: 'orange' },
  totalLocations: { label: 'Locations', hint: 'Stock and dispatch locations', icon: IconMapPin, color: 'pink' },
};

/** Which totals each user type sees, and where each leads in that portal. */
const TOTALS_BY_TYPE: Record<UserType, Array<{ key: TotalKey; to?: string }>> = {
  healthpro: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalMembers', to: '/member' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalSureSupply' },
    { key: 'totalSuppliers', to: '/supplier' },
    { key: 'totalDistributors', to: '/distributor' },
    { key: 'totalLocations', to: '/locations' },
  ],
  member: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalSureSupply', to: '/sure-supply-shield' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalMembers', to: '/member' },
  ],
  supplier: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalMembers', to: '/members/stock' },
    { key: 'totalSureSupply', to: '/stock' },
    { key: 'totalLocations', to: '/location' },
    { key: 'totalDistributors' },
  ],
  distributor: [
    { key: 'totalOrders', to: '/order' },
    { key: 'totalProducts', to: '/product' },
    { key: 'totalLocations', to: '/location' },
  ],
};

function monthLabel(month: string) {
  const date = dayjs(`${month}-01`);
  return date.isValid() ? date.format('MMM YYYY') : month;
}

export default function DashboardPage() {
  const { user, usertype } = useSession();
  const { data, isLoading } = useDashboard();
  const totals = TOTALS_BY_TYPE[usertype ?? 'member'];

  const chartData = useMemo(() => (data?.orders ?? []).map((row) => ({ month: monthLabel(row.month), Orders: row.count })), [data]);
  const thisMonth = data?.orders.at(-1);
  const lastMonth = data?.orders.at(-2);
  const sixMonthTotal = (data?.orders ?? []).reduce((sum, row) => sum + row.count, 0);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={[user?.name ? `Welcome back, ${user.name}` : null, dayjs().format('dddd, MMMM D, YYYY')].filter(Boolean).join(' · ')}
      />

      <SimpleGrid cols={{ base: 2, lg: totals.length % 3 === 0 ? 3 : 4 }} spacing={{ base: 'sm', sm: 'md' }} mb="lg">
        {totals.map(({ key, to }) => {
          const meta = TOTALS[key];
          return <StatCard key={key} label={meta.label} hint={meta.hint} icon={meta.icon} color={meta.color} value={data?.[key]} to={to} loading={isLoading} />;
        })}
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="xs" p="lg" h="100%">
            <Group justify="space-between" mb="md">
              <div>
                <Title order={3} fz="lg">
                  Orders per month
                </Title>
                <Text size="sm" c="dimmed">
                  The last six months
                </Text>
              </div>
            </Group>
            {isLoading ? (
              <Skeleton h={280} />
            ) : chartData.length === 0 ? (
              <EmptyState title="No orders yet" description="Orders will be charted here month by month." size="sm" />
            ) : (
              <BarChart
                h={280}
                data={chartData}
                dataKey="month"
                series={[{ name: 'Orders', color: 'clinical.6' }]}
                tickLine="y"
                gridAxis="y"
                maxBarWidth={48}
                yAxisProps={{ allowDecimals: false, width: 40 }}
                barProps={{ radius: [6, 6, 0, 0] }}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder shadow="xs" p="lg" h="100%">
            <Title order={3} fz="lg" mb="md">
              This month
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
                    Orders in {thisMonth ? monthLabel(thisMonth.month) : dayjs().format('MMM YYYY')} so far
                  </Text>
                  <Text fz={34} fw={700} className="tabular-nums">
                    {(thisMonth?.count ?? 0).toLocaleString('en-CA')}
                  </Text>
                  {lastMonth ? (
                    <Text size="xs" c="dimmed">
                      {monthLabel(lastMonth.month)}: {pluralize(lastMonth.count, 'order')}
                    </Text>
                  ) : null}
                </div>
                <div>
                  <Text size="sm" c="dimmed">
                    Orders over six months
                  </Text>
                  <Text fz={24} fw={700} className="tabular-nums">
                    {sixMonthTotal.toLocaleString('en-CA')}
                  </Text>
                </div>
                <div>
                  <Text size="sm" c="dimmed">
                    Orders in total
                  </Text>
                  <Text fz={24} fw={700} className="tabular-nums">
                    {(data?.totalOrders ?? 0).toLocaleString('en-CA')}
                  </Text>
                </div>
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
