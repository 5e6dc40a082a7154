import { Alert, BarChart, Stack } from '../../../../design-system';
import type { ActivitySummary, MyStoreHour } from '../../../domain/myStore';
import type { FigureFormat } from '../../../scaffold/figures/figureFormat';
import { FigureTile, TileGrid } from '../../../scaffold/figures/FigureTile';
import { ChartGrid, ChartSection, PanelHeading, Empty, LoadError, type Remote } from './parts';

/** Every hour from the first to the last with tickets (hours without any drawn as zero). */
function hourRows(hours: readonly MyStoreHour[]): MyStoreHour[] {
  if (hours.length === 0) return [];
  const first = hours[0].Hour;
  const last = hours[hours.length - 1].Hour;
  return Array.from(
    { length: last - first + 1 },
    (_, i) => hours.find((h) => h.Hour === first + i) ?? { Hour: first + i, TicketCount: 0, NetSales: 0 },
  );
}

export function placeName(f: FigureFormat, place: { StoreName: string | null; MerchantName: string }) {
  return place.StoreName ?? f.t('MyStore.AllStoresOf', { merchant: place.MerchantName });
}

/**
 * The activity summary: the day's figures (today, or the latest business day with sales, said so)
 * beside the same weekday last week; with the full report, the day by hour.
 */
export function ActivityPanel({
  f,
  remote,
  fullReport,
  onRetry,
}: {
  f: FigureFormat;
  remote: Remote<ActivitySummary>;
  fullReport: boolean;
  onRetry: () => void;
}) {
  const { data, loading } = remote;
  if (remote.error && !data) return <LoadError f={f} message={remote.error} onRetry={onRetry} />;
  const day = data?.Day;
  const lastWeek = data?.LastWeek;
  const versus = lastWeek ? f.t('MyStore.SameDayLastWeek', { weekday: f.weekday(lastWeek.Date) }) : undefined;
  const hasSales = (day?.TicketCount ?? 0) > 0;
  const tile = (props: Omit<Parameters<typeof FigureTile>[0], 'f' | 'comparisonLabel' | 'loading'>) => (
    <FigureTile f={f} comparisonLabel={versus} loading={loading && !data} {...props} />
  );
  return (
    <Stack space="large">
      {data ? (
        <PanelHeading
          title={
            data.IsLatestBusinessDay
              ? f.t('MyStore.DayAndPlace', {
                  date: f.longDate(data.Day.Date),
                  place: placeName(f, data.Place),
                })
              : f.t('MyStore.Today', { date: f.longDate(data.Today), place: placeName(f, data.Place) })
          }
          comparedWith={f.t('MyStore.ComparedWithLastWeek', { date: f.longDate(data.LastWeek.Date) })}
        />
      ) : (
        <PanelHeading />
      )}
      {data?.IsLatestBusinessDay ? (
        <Alert tone="info" title={f.t('MyStore.NoSalesToday')}>
          {f.t('MyStore.LatestBusinessDay', { date: f.longDate(data.Day.Date) })}
        </Alert>
      ) : null}
      {data && !hasSales && !data.IsLatestBusinessDay ? <Empty>{f.t('MyStore.NoSalesYet')}</Empty> : null}
      <TileGrid>
        {tile({
          figure: 'netSales',
          label: f.t('MyStore.NetSales'),
          value: day?.NetSales,
          previous: lastWeek?.NetSales,
          format: f.money,
        })}
        {tile({
          figure: 'ticketCount',
          label: f.t('MyStore.TicketCount'),
          value: day?.TicketCount,
          previous: lastWeek?.TicketCount,
          format: f.count,
        })}
        {tile({
          figure: 'averageTicket',
          label: f.t('MyStore.AverageTicket'),
          value: day?.AverageTicket,
          previous: lastWeek?.AverageTicket,
          format: f.money,
        })}
        {tile({
          figure: 'sales',
          label: f.t('MyStore.Sales'),
          value: day?.Sales,
          previous: lastWeek?.Sales,
          format: f.money,
        })}
        {tile({
          figure: 'discounts',
          label: f.t('MyStore.Discounts'),
          value: day?.Discounts,
          previous: lastWeek?.Discounts,
          format: f.money,
          polarity: 'lowerIsBetter',
        })}
        {tile({
          figure: 'refunds',
          label: f.t('MyStore.Refunds'),
          value: day?.Refunds,
          previous: lastWeek?.Refunds,
          format: f.money,
          polarity: 'lowerIsBetter',
        })}
        {tile({
          figure: 'voids',
          label: f.t('MyStore.Voids'),
          value: day?.VoidCount,
          previous: lastWeek?.VoidCount,
          format: f.count,
          polarity: 'lowerIsBetter',
        })}
        {tile({
          figure: 'tips',
          label: f.t('MyStore.Tips'),
          value: day?.Tips,
          previous: lastWeek?.Tips,
          format: f.money,
        })}
      </TileGrid>
      {fullReport ? (
        <ChartGrid>
          <ChartSection
            f={f}
            title={f.t('MyStore.ByHour')}
            wide
            data={data}
            isEmpty={() => !hasSales}
            emptyText={f.t('MyStore.NoSalesYet')}
          >
            {(data) => {
              const hours = hourRows(data.Hours);
              return (
                <BarChart
                  title={f.t('MyStore.ByHourOf', { date: f.longDate(data.Day.Date) })}
                  categories={hours.map((h) => f.hour(h.Hour))}
                  categoryHeader={f.t('MyStore.Hour')}
                  series={[{ label: f.t('MyStore.NetSales'), values: hours.map((h) => h.NetSales) }]}
                  tableColumns={[
                    { header: f.t('MyStore.TicketCount'), cells: hours.map((h) => f.count(h.TicketCount)) },
                  ]}
                  formatValue={f.money}
                  formatTick={f.compactMoney}
                />
              );
            }}
          </ChartSection>
        </ChartGrid>
      ) : null}
    </Stack>
  );
}
