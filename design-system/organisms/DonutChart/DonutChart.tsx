import { useId } from 'react';
import { ChartTable } from '../chart/ChartTable';
import * as chart from '../chart/chart.css';
import { Legend } from '../chart/Legend';
import { paletteColor } from '../chart/palette';
import * as styles from './DonutChart.css';

export interface DonutChartSegment {
  label: string;
  value: number;
}

export interface DonutChartProps {
  /** The chart's accessible name and its table's caption. */
  title: string;
  description?: string;
  /** The parts of the whole, drawn clockwise from the top in the theme's series colours. */
  segments: readonly DonutChartSegment[];
  formatValue: (value: number) => string;
  /** A share of the whole (0–1) as text, e.g. "62%". */
  formatShare: (share: number) => string;
  /** Shown in the hole: the whole's value and what it is. */
  total?: { label: string; value: string };
  /** Headers of the table's columns. */
  categoryHeader: string;
  valueHeader: string;
  shareHeader: string;
}

const SIZE = 200;
const RADIUS = 78;
const STROKE = 30;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A donut chart in pure SVG (a payment mix, new against returning customers): the segments' shares
 * of the whole, the whole in the hole, a legend with each value and share, and a table of the numbers
 * for assistive technology. It scales down with its container.
 */
export function DonutChart({
  title,
  description,
  segments,
  formatValue,
  formatShare,
  total,
  categoryHeader,
  valueHeader,
  shareHeader,
}: DonutChartProps) {
  const titleId = useId();
  const descId = useId();
  const sum = segments.reduce((s, x) => s + Math.max(0, x.value), 0);
  const share = (v: number) => (sum > 0 ? Math.max(0, v) / sum : 0);
  let offset = 0;
  return (
    <div className={chart.root}>
      <div className={styles.body}>
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={description ? descId : undefined}
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          className={styles.svg}
        >
          <title id={titleId}>{title}</title>
          {description ? <desc id={descId}>{description}</desc> : null}
          <circle className={styles.ring} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} />
          <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
            {segments.map((s, i) => {
              const length = share(s.value) * CIRCUMFERENCE;
              const dash = (
                <circle
                  key={s.label}
                  className={styles.segment}
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={RADIUS}
                  strokeWidth={STROKE}
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={-offset}
                  style={{ stroke: paletteColor(i) }}
                />
              );
              offset += length;
              return dash;
            })}
          </g>
          {total ? (
            <g>
              <text className={styles.totalValue} x={SIZE / 2} y={SIZE / 2} textAnchor="middle">
                {total.value}
              </text>
              <text className={chart.axisText} x={SIZE / 2} y={SIZE / 2 + 22} textAnchor="middle">
                {total.label}
              </text>
            </g>
          ) : null}
        </svg>
        <Legend
          items={segments.map((s, i) => ({
            label: s.label,
            color: paletteColor(i),
            detail: `${formatValue(s.value)} · ${formatShare(share(s.value))}`,
          }))}
        />
      </div>
      <ChartTable
        caption={title}
        categoryHeader={categoryHeader}
        columns={[valueHeader, shareHeader]}
        rows={segments.map((s) => ({
          header: s.label,
          cells: [formatValue(s.value), formatShare(share(s.value))],
        }))}
      />
    </div>
  );
}
