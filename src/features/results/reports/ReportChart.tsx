import { BarChart } from '../../../../design-system';
import {
  groupingRowLimits,
  leadMeasureIndex,
  measureKinds,
  type ReportAnswer,
  type ReportDefinition,
  reportDefinitions,
} from '../../../domain/reports';
import type { ReportFormat } from './reportFormat';
import * as styles from './Reports.css';

/** A chart of named things (items, stores) draws this many, the largest; its table and the report's have all. */
export const CHART_TOP = 10;

/**
 * A report's chart (SVG, its numbers in a table for assistive technology too): its lead measure
 * (leadMeasureIndex), a bar a day or hour in time order, or the largest named rows as
 * horizontal bars; beside each, the compared period's when there is one.
 */
export function ReportChart({
  answer,
  title,
  fmt,
}: {
  answer: ReportAnswer;
  title: string;
  fmt: ReportFormat;
}) {
  const { t } = fmt.f;
  const definition: ReportDefinition = reportDefinitions[answer.ReportId];
  // a listing (the void audit) has no chart: its table is the point
  if (groupingRowLimits[answer.Grouping] !== undefined) return null;
  const index = leadMeasureIndex(definition);
  const against = definition.chartAgainst ? answer.Measures.indexOf(definition.chartAgainst) : -1;
  const measure = answer.Measures[index];
  const measureName = t(`Reports.Measure.${measure}`);
  const timeAxis = fmt.timeAxis(answer.Grouping);
  const rows = timeAxis
    ? answer.Rows
    : [...answer.Rows].sort((a, b) => b.Values[index] - a.Values[index]).slice(0, CHART_TOP);
  if (rows.length === 0) return null;
  const total = fmt.value(measure, answer.Totals.Values[index]);
  const previous = answer.Totals.Previous;
  const description = [
    previous
      ? t('Reports.ChartTotalAgainst', {
          measure: measureName,
          total,
          previous: fmt.value(measure, previous[index]),
        })
      : t('Reports.ChartTotal', { measure: measureName, total }),
    timeAxis || rows.length === answer.Rows.length
      ? ''
      : t('Reports.ChartTop', { count: rows.length, total: answer.Rows.length, measure: measureName }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.chart}>
      <BarChart
        title={t('Reports.ChartOf', { report: title, measure: measureName })}
        description={description}
        orientation={timeAxis ? 'vertical' : 'horizontal'}
        categories={rows.map((r) => fmt.axisLabel(answer.Grouping, r))}
        tableCategories={rows.map((r) => fmt.label(answer.Grouping, r))}
        categoryHeader={t(`Reports.Grouping.${answer.Grouping}`)}
        series={[
          { label: t('Reports.ThisPeriod'), values: rows.map((r) => r.Values[index]) },
          ...(against >= 0
            ? [
                {
                  label: t(`Reports.Measure.${answer.Measures[against]}`),
                  values: rows.map((r) => r.Values[against]),
                  comparison: true,
                },
              ]
            : previous
              ? [
                  {
                    label: t('Reports.ComparisonPeriod'),
                    values: rows.map((r) => r.Previous?.[index] ?? 0),
                    comparison: true,
                  },
                ]
              : []),
        ]}
        formatValue={(v) => fmt.value(measure, v)}
        formatTick={measureKinds[measure] === 'money' ? fmt.f.compactMoney : undefined}
      />
    </div>
  );
}
