import { useMemo } from 'react';
import { useT } from '../../../i18n/IntlProvider';
import type { KpiChangeTone, KpiTrend } from '../../../design-system';
import { warmUpIcu } from '../../../i18n/icuWarmup';
import { hourOfDay } from '../../../i18n/enUsFormat';
import { changeRatio, type DateRange } from '../../domain/myStore';

// Figures (My store's, the reports') are formatted with Intl: the browser's ICU data loads as this module does
// (i18n/icuWarmup.ts), ahead of the first render on a page opened on My store or a report
warmUpIcu();

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Whether a rise of the figure is good news (sales) or bad (refunds, deleted tickets). */
export type Polarity = 'higherIsBetter' | 'lowerIsBetter';

/** The formats of figures (My store, the reports): money, counts, business dates (UTC calendar days), ranges and changes. */
export function useFigureFormat() {
  const { t, tData, nameOf, intl, money } = useT();
  return useMemo(() => {
    const date = (d: string, options: Intl.DateTimeFormatOptions) =>
      intl.formatDate(utc(d), { ...options, timeZone: 'UTC' });
    const count = (n: number) => intl.formatNumber(n);
    const percent = (ratio: number) =>
      intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 1 });
    return {
      t,
      tData,
      nameOf,
      money,
      count,
      percent,
      compactMoney: (n: number) =>
        intl.formatNumber(n, {
          style: 'currency',
          currency: 'USD',
          notation: 'compact',
          maximumFractionDigits: 1,
        }),
      longDate: (d: string) => date(d, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      shortDate: (d: string) => date(d, { weekday: 'short', month: 'short', day: 'numeric' }),
      axisDate: (d: string) => date(d, { month: 'short', day: 'numeric' }),
      weekday: (d: string) => date(d, { weekday: 'long' }),
      range: (r: DateRange) =>
        r.From === r.To
          ? date(r.From, { month: 'short', day: 'numeric', year: 'numeric' })
          : t('MyStore.PeriodRange', {
              from: date(r.From, { month: 'short', day: 'numeric' }),
              to: date(r.To, { month: 'short', day: 'numeric', year: 'numeric' }),
            }),
      hour: hourOfDay,
      /** The change of a figure against its comparison, for a KPI tile (none when the comparison is 0). */
      change: (current: number, previous: number, polarity: Polarity = 'higherIsBetter') => {
        const ratio = changeRatio(current, previous);
        if (ratio === null) return undefined;
        const trend: KpiTrend = ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat';
        const good = polarity === 'higherIsBetter' ? ratio > 0 : ratio < 0;
        const tone: KpiChangeTone = ratio === 0 ? 'neutral' : good ? 'positive' : 'critical';
        const text = intl.formatNumber(ratio, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        });
        return { text, trend, tone };
      },
    };
  }, [t, tData, nameOf, intl, money]);
}

export type FigureFormat = ReturnType<typeof useFigureFormat>;
