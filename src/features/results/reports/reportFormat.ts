import { useMemo } from 'react';
import { storeDateTime, storeDateTimeCell, zonedInstantOf } from '../../../../i18n/storeTimeFormat';
import type { Translate } from '../../../../i18n/intl';
import {
  dayGroupings,
  keyOrderedGroupings,
  type MeasureKind,
  measureKinds,
  type ReportGrouping,
  type ReportMeasure,
  type ReportRow,
  type ReportText,
  revenueKindOf,
} from '../../../domain/reports';
import { useFigureFormat } from '../../../scaffold/figures/figureFormat';

/**
 * How a report's figures and rows are written: a measure by its kind (money, count, quantity,
 * share), a row's label by its grouping (a day as a date, a department without one by name), a text
 * column's instant as a date and time on its store's clock (the void audit's times carry their zone),
 * with the zone's short name where the stores in view keep different clocks (`showZone`).
 */
export function useReportFormat(showZone = false) {
  const f = useFigureFormat();
  return useMemo(() => {
    const byKind: Record<MeasureKind, (v: number) => string> = {
      money: f.money,
      count: f.count,
      quantity: f.count,
      percent: (v) => f.percent(v / 100),
    };
    return {
      f,
      value: (measure: ReportMeasure, v: number) => byKind[measureKinds[measure]](v),
      label: (grouping: ReportGrouping, row: Pick<ReportRow, 'Key' | 'Label'>) =>
        dayGroupings.includes(grouping)
          ? f.shortDate(row.Key)
          : grouping === 'hour'
            ? f.hour(Number(row.Key))
            : row.Label === ''
              ? unnamedLabel(grouping, row.Key, f.t)
              : row.Label,
      axisLabel: (grouping: ReportGrouping, row: Pick<ReportRow, 'Key' | 'Label'>) =>
        dayGroupings.includes(grouping)
          ? f.axisDate(row.Key)
          : grouping === 'hour'
            ? f.hour(Number(row.Key))
            : row.Label,
      /** A text column's value: an instant as a date and time (its store's), a kind of revenue by its name. */
      text: (text: ReportText, value: string) => {
        if (text === 'revenueKind') return revenueKindName(value, f.t);
        const zoned = zonedInstantOf(value);
        return zoned ? storeDateTime(zoned.instant, zoned.timeZone, showZone) : value;
      },
      /** A text column's value as it sorts: as it reads, but an instant in time order (its UTC ISO 8601). */
      sortText: (text: ReportText, value: string) =>
        text === 'revenueKind'
          ? revenueKindName(value, f.t)
          : (zonedInstantOf(value)?.instant.toISOString() ?? value),
      /** A text column's value in the CSV file (reportCsvText). */
      csvText: (value: string) => reportCsvText(value, showZone),
      /** Whether a grouping's rows run in time order (a day or hour axis: vertical bars, every row). */
      timeAxis: (grouping: ReportGrouping) => keyOrderedGroupings.includes(grouping),
    };
  }, [f, showZone]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;

/**
 * A text column's value in the CSV file: a time written with its store's zone (the void audit's) as
 * a spreadsheet reads a date and time on that store's clock (2026-11-20 18:05:00), the zone's short
 * name after it where the stores' clocks differ; any other text as it is.
 */
export function reportCsvText(value: string, showZone: boolean): string {
  const zoned = zonedInstantOf(value);
  return zoned ? storeDateTimeCell(zoned.instant, zoned.timeZone, showZone) : value;
}

/** The name of a row the data leaves unnamed: a line without a department, charges and card surcharges. */
export function unnamedLabel(grouping: ReportGrouping, key: string, t: Translate): string {
  if (grouping === 'department') return t('Reports.NoDepartment');
  if (grouping === 'nonSalesRevenue') return revenueKindName(key.split(':')[0], t);
  return '';
}

/** A kind of non-sales revenue by its name (its code when it is not one of revenueKinds). */
function revenueKindName(code: string, t: Translate): string {
  const kind = revenueKindOf(code);
  return kind ? t(`Reports.RevenueKind.${kind}`) : code;
}
