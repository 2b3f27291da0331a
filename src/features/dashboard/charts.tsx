import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/** Loaded with the dashboard's charts only (see dashboard.tsx): /login and the lists never are. */
export interface ChartProps {
  data: Record<string, string | number>[];
  /** The key of each bar's label in `data`, and of its value. */
  labelKey: string;
  valueKey: string;
  /** The series' name as shown in the tooltip. */
  valueLabel: string;
  format: (value: number) => string;
  height: number;
}

export default function DashboardBarChart(props: ChartProps) {
  return (
    <BarChart
      h={props.height}
      data={props.data}
      dataKey={props.labelKey}
      series={[{ name: props.valueKey, label: props.valueLabel, color: 'blue.6' }]}
      valueFormatter={props.format}
      tickLine="y"
      gridAxis="y"
    />
  );
}
