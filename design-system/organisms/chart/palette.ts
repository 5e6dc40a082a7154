import { vars } from '../../theme/contract.css';

/** The series colours of the charts, from the theme (the first is the brand's). */
export const chartPalette = [
  vars.color.chart1,
  vars.color.chart2,
  vars.color.chart3,
  vars.color.chart4,
  vars.color.chart5,
  vars.color.chart6,
] as const;

export const comparisonColor = vars.color.chartComparison;

/** The colour of the i-th series of a palette (it wraps round). */
export function paletteColor(i: number): string {
  return chartPalette[i % chartPalette.length];
}
