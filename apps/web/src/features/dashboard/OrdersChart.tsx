import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/** Orders per month as bars: its own chunk, with the charts library (DashboardPage loads it lazily). */
export default function OrdersChart({ data, seriesLabel }: { data: { month: string; count: number }[]; seriesLabel: string }) {
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="month"
      series={[{ name: 'count', label: seriesLabel, color: 'clinical.6' }]}
      tickLine="y"
      gridAxis="y"
      maxBarWidth={48}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      barProps={{ radius: [6, 6, 0, 0] }}
    />
  );
}
