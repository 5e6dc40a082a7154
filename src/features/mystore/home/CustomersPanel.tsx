import { BarChart, DonutChart, Stack } from '../../../../design-system';
import type { CustomerDashboard } from '../../../domain/myStore';
import { placeName } from './ActivityPanel';
import type { FigureFormat } from '../../../scaffold/figures/figureFormat';
import { FigureTile, TileGrid } from '../../../scaffold/figures/FigureTile';
import { ChartGrid, ChartSection, PanelHeading, LoadError, type Remote } from './parts';

/** The customer dashboard of a period: new against returning customers, named tickets, top customers. */
export function CustomersPanel({
  f,
  remote,
  onRetry,
}: {
  f: FigureFormat;
  remote: Remote<CustomerDashboard>;
  onRetry: () => void;
}) {
  const { data } = remote;
  if (remote.error && !data) return <LoadError f={f} message={remote.error} onRetry={onRetry} />;
  const loading = !data;
  const customers = data ? data.NewCustomers + data.ReturningCustomers : 0;
  return (
    <Stack space="large">
      {data ? (
        <PanelHeading
          title={f.t('MyStore.DayAndPlace', { date: f.range(data.Period), place: placeName(f, data.Place) })}
        />
      ) : null}
      <TileGrid>
        <FigureTile
          f={f}
          figure="newCustomers"
          label={f.t('MyStore.NewCustomers')}
          value={data?.NewCustomers}
          format={f.count}
          loading={loading}
        />
        <FigureTile
          f={f}
          figure="newCustomers"
          label={f.t('MyStore.ReturningCustomers')}
          value={data?.ReturningCustomers}
          format={f.count}
          loading={loading}
        />
        <FigureTile
          f={f}
          figure="namedTickets"
          label={f.t('MyStore.NamedTickets')}
          value={data?.NamedTickets}
          format={f.count}
          loading={loading}
        />
      </TileGrid>
      <ChartGrid>
        <ChartSection
          f={f}
          title={f.t('MyStore.NewVsReturning')}
          data={data}
          isEmpty={() => customers === 0}
          emptyText={f.t('MyStore.NoCustomers')}
        >
          {(data) => (
            <DonutChart
              title={f.t('MyStore.NewVsReturning')}
              segments={[
                { label: f.t('MyStore.NewCustomers'), value: data.NewCustomers },
                { label: f.t('MyStore.ReturningCustomers'), value: data.ReturningCustomers },
              ]}
              formatValue={f.count}
              formatShare={f.percent}
              total={{ label: f.t('MyStore.Customers'), value: f.count(customers) }}
              categoryHeader={f.t('MyStore.Customer')}
              valueHeader={f.t('MyStore.Customers')}
              shareHeader={f.t('MyStore.Share')}
            />
          )}
        </ChartSection>
        <ChartSection
          f={f}
          title={f.t('MyStore.TopCustomers')}
          data={data?.TopCustomers}
          isEmpty={(top) => !top.length}
          emptyText={f.t('MyStore.NoCustomers')}
        >
          {(top) => (
            <BarChart
              orientation="horizontal"
              title={f.t('MyStore.TopCustomers')}
              categories={top.map((c) => c.Name)}
              categoryHeader={f.t('MyStore.Customer')}
              series={[{ label: f.t('MyStore.NetSales'), values: top.map((c) => c.NetSales) }]}
              tableColumns={[
                {
                  header: f.t('MyStore.CustomerNumber'),
                  cells: top.map((c) => c.CustomerNumber),
                },
                {
                  header: f.t('MyStore.TicketCount'),
                  cells: top.map((c) => f.count(c.TicketCount)),
                },
              ]}
              formatValue={f.money}
            />
          )}
        </ChartSection>
      </ChartGrid>
    </Stack>
  );
}
