import { useId } from 'react';
import { ChartTable } from '../chart/ChartTable';
import * as chart from '../chart/chart.css';
import { Legend } from '../chart/Legend';
import { comparisonColor, paletteColor } from '../chart/palette';
import { niceScale } from '../chart/scale';
import { useContainerWidth } from '../chart/useContainerWidth';
import * as styles from './BarChart.css';

export const barChartOrientations = ['vertical', 'horizontal'] as const;
export type BarChartOrientation = (typeof barChartOrientations)[number];

export interface BarChartSeries {
  label: string;
  /** One value per category. */
  values: readonly number[];
  /** A comparison series (the period before, last week) is drawn in the muted comparison colour. */
  comparison?: boolean;
}

export interface BarChartProps {
  /** The chart's accessible name and its table's caption. */
  title: string;
  /** A sentence read with the chart (e.g. the totals it shows). */
  description?: string;
  /** The category of each bar (group): short labels for the axis. */
  categories: readonly string[];
  /** Fuller labels for the table's rows (e.g. whole dates); the axis labels otherwise. */
  tableCategories?: readonly string[];
  /** The header of the table's category column. */
  categoryHeader: string;
  /** One series, or several drawn side by side (grouped), e.g. a period and the period before. */
  series: readonly BarChartSeries[];
  formatValue: (value: number) => string;
  /** The axis ticks' format (compact money, say); formatValue otherwise. */
  formatTick?: (value: number) => string;
  /** Vertical bars (a time axis) or horizontal bars (named things: stores, items). */
  orientation?: BarChartOrientation;
  /** Height of a vertical chart's drawing, px (default 220). */
  height?: number;
  /** More columns for the table (figures the bars do not draw: quantities, ticket counts). */
  tableColumns?: readonly { header: string; cells: readonly string[] }[];
}

const FALLBACK_WIDTH = 640;

function colorOf(series: BarChartSeries, i: number): string {
  return series.comparison ? comparisonColor : paletteColor(i);
}

/**
 * A bar chart in pure SVG, as wide as its container (drawn in a viewBox of the container's width, so
 * its text keeps its size): vertical grouped bars over a value axis, or horizontal bars with their
 * label and value above each. Colours from the theme; its numbers are also in a table for assistive
 * technology.
 */
export function BarChart({
  title,
  description,
  categories,
  tableCategories,
  categoryHeader,
  series,
  formatValue,
  formatTick = formatValue,
  orientation = 'vertical',
  height = 220,
  tableColumns = [],
}: BarChartProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const titleId = useId();
  const descId = useId();
  const drawing =
    orientation === 'vertical'
      ? verticalBars({ width, height, categories, series, formatTick })
      : horizontalBars({ width, categories, series, formatValue });
  return (
    <div ref={ref} className={chart.root}>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        viewBox={`0 0 ${width} ${drawing.height}`}
        className={chart.svg}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={titleId}>{title}</title>
        {description ? <desc id={descId}>{description}</desc> : null}
        {drawing.content}
      </svg>
      {series.length > 1 ? (
        <Legend items={series.map((s, i) => ({ label: s.label, color: colorOf(s, i) }))} />
      ) : null}
      <ChartTable
        caption={title}
        categoryHeader={categoryHeader}
        columns={[...series.map((s) => s.label), ...tableColumns.map((c) => c.header)]}
        rows={categories.map((c, i) => ({
          header: tableCategories?.[i] ?? c,
          cells: [
            ...series.map((s) => formatValue(s.values[i] ?? 0)),
            ...tableColumns.map((col) => col.cells[i] ?? ''),
          ],
        }))}
      />
    </div>
  );
}

interface Drawing {
  height: number;
  content: React.ReactNode;
}

function extent(series: readonly BarChartSeries[]) {
  const all = series.flatMap((s) => s.values);
  return { min: Math.min(0, ...all), max: Math.max(0, ...all) };
}

function verticalBars(o: {
  width: number;
  height: number;
  categories: readonly string[];
  series: readonly BarChartSeries[];
  formatTick: (v: number) => string;
}): Drawing {
  const margin = { top: 8, right: 8, bottom: 28, left: 64 };
  const plotW = Math.max(1, o.width - margin.left - margin.right);
  const plotH = Math.max(1, o.height - margin.top - margin.bottom);
  const { min, max } = extent(o.series);
  const { lo, hi, ticks } = niceScale(min, max);
  const y = (v: number) => margin.top + plotH - ((v - lo) / (hi - lo)) * plotH;
  const n = Math.max(1, o.categories.length);
  const band = plotW / n;
  const groupW = band * 0.8;
  const barW = Math.max(1, groupW / Math.max(1, o.series.length));
  // at most one axis label every 64px
  const every = Math.max(1, Math.ceil(n / Math.max(1, Math.floor(plotW / 64))));
  return {
    height: o.height,
    content: (
      <g>
        {ticks.map((t) => (
          <g key={t}>
            <line
              className={t === 0 ? chart.zeroLine : chart.gridLine}
              x1={margin.left}
              x2={margin.left + plotW}
              y1={y(t)}
              y2={y(t)}
            />
            <text className={chart.axisText} x={margin.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
              {o.formatTick(t)}
            </text>
          </g>
        ))}
        {o.categories.map((c, i) => {
          const x0 = margin.left + i * band + (band - groupW) / 2;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: categories are positional
            <g key={i}>
              {o.series.map((s, j) => {
                const v = s.values[i] ?? 0;
                const top = Math.min(y(v), y(0));
                return (
                  <rect
                    key={s.label}
                    className={styles.bar}
                    x={x0 + j * barW}
                    y={top}
                    width={Math.max(1, barW - (o.series.length > 1 ? 1 : 0))}
                    height={Math.abs(y(v) - y(0))}
                    style={{ fill: colorOf(s, j) }}
                  />
                );
              })}
              {i % every === 0 ? (
                <text
                  className={chart.axisText}
                  x={margin.left + i * band + band / 2}
                  y={margin.top + plotH + 18}
                  textAnchor="middle"
                >
                  {c}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
    ),
  };
}

/** About how wide a text of 14px is (the drawing cannot measure before it is drawn). */
function approxTextWidth(text: string): number {
  return text.length * 8.2;
}

/** A label cut with an ellipsis to fit `room` px (the table keeps it whole). */
function fitLabel(label: string, room: number): string {
  const chars = Math.max(4, Math.floor(room / 8.2));
  return label.length <= chars ? label : `${label.slice(0, chars - 1)}…`;
}

function horizontalBars(o: {
  width: number;
  categories: readonly string[];
  series: readonly BarChartSeries[];
  formatValue: (v: number) => string;
}): Drawing {
  const labelH = 20;
  const barH = (s: BarChartSeries) => (s.comparison ? 6 : 12);
  const gap = 14;
  const barsH = o.series.reduce((h, s) => h + barH(s) + 2, 0);
  const rowH = labelH + barsH + gap;
  const { max } = extent(o.series);
  const scale = (v: number) => (max > 0 ? (Math.max(0, v) / max) * o.width : 0);
  const primary = o.series.findIndex((s) => !s.comparison);
  return {
    height: Math.max(rowH, o.categories.length * rowH - gap + 4),
    content: (
      <g>
        {o.categories.map((c, i) => {
          const top = i * rowH;
          let yBar = top + labelH + 2;
          const value = o.series[primary >= 0 ? primary : 0]?.values[i] ?? 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: categories are positional
            <g key={i}>
              <text className={chart.labelText} x={0} y={top + 14}>
                {fitLabel(c, o.width - approxTextWidth(o.formatValue(value)) - 12)}
              </text>
              <text className={chart.valueText} x={o.width} y={top + 14} textAnchor="end">
                {o.formatValue(value)}
              </text>
              <rect className={styles.track} x={0} y={yBar} width={o.width} height={barsH - 2} rx={2} />
              {o.series.map((s, j) => {
                const h = barH(s);
                const rect = (
                  <rect
                    key={s.label}
                    className={styles.bar}
                    x={0}
                    y={yBar}
                    width={Math.max(s.values[i] ? 2 : 0, scale(s.values[i] ?? 0))}
                    height={h}
                    rx={2}
                    style={{ fill: colorOf(s, j) }}
                  />
                );
                yBar += h + 2;
                return rect;
              })}
            </g>
          );
        })}
      </g>
    ),
  };
}
