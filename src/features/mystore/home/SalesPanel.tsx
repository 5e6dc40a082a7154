import { BarChart, DonutChart, Stack, Text } from '../../../../design-system';
import type { SalesDashboard } from '../../../domain/myStore';
import { placeName } from './ActivityPanel';
import type { MyStoreFormat } from './format';
import {
  ChartGrid,
  ChartLoading,
  Empty,
  FigureTile,
  LoadError,
  type Remote,
  Section,
  TileGrid,
} from './parts';

export function paymentTypeLabel(f: MyStoreFormat, type: string): string {
  const text = f.t(`PaymentType.${type}`);
  return text.startsWith('⚠') ? type : text;
}

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
  f: MyStoreFormat;
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
        <Stack space="xsmall">
          <Text as="p" weight="medium">
            {f.t('MyStore.DayAndPlace', { date: thisPeriod, place: placeName(f, data.Place) })}
          </Text>
          <Text as="p" tone="muted" size="small">
            {f.t('MyStore.ComparedWithPeriod', { range: periodBefore })}
          </Text>
        </Stack>
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
        <Section title={f.t('MyStore.NetSalesByDay')} wide>
          {data ? (
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
          ) : (
            <ChartLoading f={f} />
          )}
        </Section>
        {data?.Stores ? (
          <Section title={f.t('MyStore.StoresSideBySide')} wide>
            {data.Stores.length ? (
              <BarChart
                orientation="horizontal"
                title={f.t('MyStore.StoresSideBySide')}
                categories={data.Stores.map((s) => s.StoreName)}
                categoryHeader={f.t('MyStore.Store')}
                series={[
                  { label: thisPeriod, values: data.Stores.map((s) => s.NetSales) },
                  {
                    label: periodBefore,
                    values: data.Stores.map((s) => s.PreviousNetSales),
                    comparison: true,
                  },
                ]}
                tableColumns={[
                  {
                    header: f.t('MyStore.TicketCount'),
                    cells: data.Stores.map((s) => f.count(s.TicketCount)),
                  },
                  {
                    header: f.t('MyStore.AverageTicket'),
                    cells: data.Stores.map((s) => f.money(s.AverageTicket)),
                  },
                ]}
                formatValue={f.money}
              />
            ) : (
              <Empty>{f.t('MyStore.NoSales')}</Empty>
            )}
          </Section>
        ) : null}
        <Section title={f.t('MyStore.TopItems')}>
          {!data ? (
            <ChartLoading f={f} />
          ) : data.TopItems.length ? (
            <BarChart
              orientation="horizontal"
              title={f.t('MyStore.TopItems')}
              categories={data.TopItems.map((i) => i.ItemName)}
              categoryHeader={f.t('MyStore.Item')}
              series={[{ label: f.t('MyStore.ItemSales'), values: data.TopItems.map((i) => i.Sales) }]}
              tableColumns={[
                { header: f.t('MyStore.Quantity'), cells: data.TopItems.map((i) => f.count(i.Quantity)) },
              ]}
              formatValue={f.money}
            />
          ) : (
            <Empty>{f.t('MyStore.NoItems')}</Empty>
          )}
        </Section>
        <Section title={f.t('MyStore.PaymentMix')}>
          {!data ? (
            <ChartLoading f={f} />
          ) : data.PaymentMix.length ? (
            <DonutChart
              title={f.t('MyStore.PaymentMix')}
              segments={data.PaymentMix.map((p) => ({
                label: paymentTypeLabel(f, p.PaymentType),
                value: p.Amount,
              }))}
              formatValue={f.money}
              formatShare={f.percent}
              total={{ label: f.t('MyStore.Tendered'), value: f.money(data.TenderedTotal) }}
              categoryHeader={f.t('MyStore.PaymentType')}
              valueHeader={f.t('MyStore.Amount')}
              shareHeader={f.t('MyStore.Share')}
            />
          ) : (
            <Empty>{f.t('MyStore.NoPayments')}</Empty>
          )}
        </Section>
        {fullReport && data ? (
          <Section title={f.t('MyStore.ByHour')} wide>
            {data.Hours.length ? (
              <BarChart
                title={f.t('MyStore.ByHourOf', { date: thisPeriod })}
                categories={data.Hours.map((h) => f.hour(h.Hour))}
                categoryHeader={f.t('MyStore.Hour')}
                series={[{ label: f.t('MyStore.NetSales'), values: data.Hours.map((h) => h.NetSales) }]}
                tableColumns={[
                  {
                    header: f.t('MyStore.TicketCount'),
                    cells: data.Hours.map((h) => f.count(h.TicketCount)),
                  },
                ]}
                formatValue={f.money}
                formatTick={f.compactMoney}
              />
            ) : (
              <Empty>{f.t('MyStore.NoSales')}</Empty>
            )}
          </Section>
        ) : null}
      </ChartGrid>
    </Stack>
  );
}
