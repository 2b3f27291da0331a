import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/** Loaded with the dashboard's charts only (see chart-cards.tsx): /login and the lists never are. */
export interface ChartProps {
  data: Record<string, string | number>[];
  /** The key of each bar's label in `data`, and of its value. */
  labelKey: string;
  valueKey: string;
  /** The series' name as shown in the tooltip. */
  valueLabel: string;
  /** A value in full (tooltip), and short (axis ticks). */
  format: (value: number) => string;
  formatTick: (value: number) => string;
  height: number;
  /** Right to left: time runs from the right, the value axis stands on the right. */
  rtl: boolean;
}

export default function DashboardBarChart(props: ChartProps) {
  return (
    <BarChart
      h={props.height}
      data={props.data}
      dataKey={props.labelKey}
      series={[{ name: props.valueKey, label: props.valueLabel, color: 'blue.6' }]}
      valueFormatter={props.format}
      xAxisProps={{ reversed: props.rtl }}
      yAxisProps={{
        allowDecimals: false,
        orientation: props.rtl ? 'right' : 'left',
        tickFormatter: props.formatTick,
      }}
      tickLine="y"
      gridAxis="y"
    />
  );
}
