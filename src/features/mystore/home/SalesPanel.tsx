import { BarChart, DonutChart, Stack } from '../../../../design-system';
import type { SalesDashboard } from '../../../domain/myStore';
import { placeName } from './ActivityPanel';
import type { FigureFormat } from '../../../scaffold/figures/figureFormat';
import { FigureTile, TileGrid } from '../../../scaffold/figures/FigureTile';
import { ChartGrid, ChartSection, PanelHeading, LoadError, type Remote } from './parts';

/**
 * The sales dashboard of a period: totals against the period before, net sales by day (both periods),
 * the stores side by side (company view), top items and the payment mix; with the full report, by hour.
 */
export function SalesPanel({
  f,
  remote,
  fullReport,
  onRetry,
}: {
  f: FigureFormat;
  remote: Remote<SalesDashboard>;
  fullReport: boolean;
  onRetry: () => void;
}) {
  const { data } = remote;
  if (remote.error && !data) return <LoadError f={f} message={remote.error} onRetry={onRetry} />;
  const totals = data?.Totals;
  const previous = data?.PreviousTotals;
  const before = f.t('MyStore.PeriodBefore');
  const loading = !data;
  const thisPeriod = data ? f.range(data.Period) : '';
  const periodBefore = data ? f.range(data.PreviousPeriod) : '';
  return (
    <Stack space="large">
      {data ? (
        <PanelHeading
          title={f.t('MyStore.DayAndPlace', { date: thisPeriod, place: placeName(f, data.Place) })}
          comparedWith={f.t('MyStore.ComparedWithPeriod', { range: periodBefore })}
        />
      ) : null}
      <TileGrid>
        <FigureTile
          f={f}
          figure="netSales"
          label={f.t('MyStore.NetSales')}
          value={totals?.NetSales}
          previous={previous?.NetSales}
          comparisonLabel={before}
          format={f.money}
          loading={loading}
        />
        <FigureTile
          f={f}
          figure="ticketCount"
          label={f.t('MyStore.TicketCount')}
          value={totals?.TicketCount}
          previous={previous?.TicketCount}
          comparisonLabel={before}
          format={f.count}
          loading={loading}
        />
        <FigureTile
          f={f}
          figure="averageTicket"
          label={f.t('MyStore.AverageTicket')}
          value={totals?.AverageTicket}
          previous={previous?.AverageTicket}
          comparisonLabel={before}
          format={f.money}
          loading={loading}
        />
        <FigureTile
          f={f}
          figure="tendered"
          label={f.t('MyStore.Tendered')}
          value={data?.TenderedTotal}
          format={f.money}
          loading={loading}
        />
      </TileGrid>
      <ChartGrid>
        <ChartSection f={f} title={f.t('MyStore.NetSalesByDay')} wide data={data}>
          {(data) => (
            <BarChart
              title={f.t('MyStore.NetSalesByDay')}
              description={f.t('MyStore.NetSalesAgainst', {
                total: f.money(data.Totals.NetSales),
                previous: f.money(data.PreviousTotals.NetSales),
              })}
              categories={data.Days.map((d) => f.axisDate(d.Date))}
              tableCategories={data.Days.map((d) => f.shortDate(d.Date))}
              categoryHeader={f.t('MyStore.Date')}
              series={[
                { label: thisPeriod, values: data.Days.map((d) => d.NetSales) },
                { label: periodBefore, values: data.Days.map((d) => d.PreviousNetSales), comparison: true },
              ]}
              formatValue={f.money}
              formatTick={f.compactMoney}
            />
          )}
        </ChartSection>
        {data?.Stores ? (
          <ChartSection
            f={f}
            title={f.t('MyStore.StoresSideBySide')}
            wide
            data={data.Stores}
            isEmpty={(stores) => !stores.length}
            emptyText={f.t('MyStore.NoSales')}
          >
            {(stores) => (
              <BarChart
                orientation="horizontal"
                title={f.t('MyStore.StoresSideBySide')}
                categories={stores.map((s) => s.StoreName)}
                categoryHeader={f.t('MyStore.Store')}
                series={[
                  { label: thisPeriod, values: stores.map((s) => s.NetSales) },
                  {
                    label: periodBefore,
                    values: stores.map((s) => s.PreviousNetSales),
                    comparison: true,
                  },
                ]}
                tableColumns={[
                  {
                    header: f.t('MyStore.TicketCount'),
                    cells: stores.map((s) => f.count(s.TicketCount)),
                  },
                  {
                    header: f.t('MyStore.AverageTicket'),
                    cells: stores.map((s) => f.money(s.AverageTicket)),
                  },
                ]}
                formatValue={f.money}
              />
            )}
          </ChartSection>
        ) : null}
        <ChartSection
          f={f}
          title={f.t('MyStore.TopItems')}
          data={data?.TopItems}
          isEmpty={(items) => !items.length}
          emptyText={f.t('MyStore.NoItems')}
        >
          {(items) => (
            <BarChart
              orientation="horizontal"
              title={f.t('MyStore.TopItems')}
              categories={items.map((i) => i.ItemName)}
              categoryHeader={f.t('MyStore.Item')}
              series={[{ label: f.t('MyStore.ItemSales'), values: items.map((i) => i.Sales) }]}
              tableColumns={[
                { header: f.t('MyStore.Quantity'), cells: items.map((i) => f.count(i.Quantity)) },
              ]}
              formatValue={f.money}
            />
          )}
        </ChartSection>
        <ChartSection
          f={f}
          title={f.t('MyStore.PaymentMix')}
          data={data}
          isEmpty={(d) => !d.PaymentMix.length}
          emptyText={f.t('MyStore.NoPayments')}
        >
          {(data) => (
            <DonutChart
              title={f.t('MyStore.PaymentMix')}
              segments={data.PaymentMix.map((p) => ({
                label: f.nameOf('PaymentType', p.PaymentType),
                value: p.Amount,
              }))}
              formatValue={f.money}
              formatShare={f.percent}
              total={{ label: f.t('MyStore.Tendered'), value: f.money(data.TenderedTotal) }}
              categoryHeader={f.t('MyStore.PaymentType')}
              valueHeader={f.t('MyStore.Amount')}
              shareHeader={f.t('MyStore.Share')}
            />
          )}
        </ChartSection>
        {fullReport && data ? (
          <ChartSection
            f={f}
            title={f.t('MyStore.ByHour')}
            wide
            data={data.Hours}
            isEmpty={(hours) => !hours.length}
            emptyText={f.t('MyStore.NoSales')}
          >
            {(hours) => (
              <BarChart
                title={f.t('MyStore.ByHourOf', { date: thisPeriod })}
                categories={hours.map((h) => f.hour(h.Hour))}
                categoryHeader={f.t('MyStore.Hour')}
                series={[{ label: f.t('MyStore.NetSales'), values: hours.map((h) => h.NetSales) }]}
                tableColumns={[
                  {
                    header: f.t('MyStore.TicketCount'),
                    cells: hours.map((h) => f.count(h.TicketCount)),
                  },
                ]}
                formatValue={f.money}
                formatTick={f.compactMoney}
              />
            )}
          </ChartSection>
        ) : null}
      </ChartGrid>
    </Stack>
  );
}
