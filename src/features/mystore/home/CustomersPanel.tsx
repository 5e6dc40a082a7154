import { BarChart, DonutChart, Stack, Text } from '../../../../design-system';
import type { CustomerDashboard } from '../../../domain/myStore';
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

/** The customer dashboard of a period: new against returning customers, named tickets, top customers. */
export function CustomersPanel({
  f,
  remote,
  onRetry,
}: {
  f: MyStoreFormat;
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
        <Text as="p" weight="medium">
          {f.t('MyStore.DayAndPlace', { date: f.range(data.Period), place: placeName(f, data.Place) })}
        </Text>
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
        <Section title={f.t('MyStore.NewVsReturning')}>
          {!data ? (
            <ChartLoading f={f} />
          ) : customers ? (
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
          ) : (
            <Empty>{f.t('MyStore.NoCustomers')}</Empty>
          )}
        </Section>
        <Section title={f.t('MyStore.TopCustomers')}>
          {!data ? (
            <ChartLoading f={f} />
          ) : data.TopCustomers.length ? (
            <BarChart
              orientation="horizontal"
              title={f.t('MyStore.TopCustomers')}
              categories={data.TopCustomers.map((c) => c.Name)}
              categoryHeader={f.t('MyStore.Customer')}
              series={[{ label: f.t('MyStore.NetSales'), values: data.TopCustomers.map((c) => c.NetSales) }]}
              tableColumns={[
                {
                  header: f.t('MyStore.CustomerNumber'),
                  cells: data.TopCustomers.map((c) => c.CustomerNumber),
                },
                {
                  header: f.t('MyStore.TicketCount'),
                  cells: data.TopCustomers.map((c) => f.count(c.TicketCount)),
                },
              ]}
              formatValue={f.money}
            />
          ) : (
            <Empty>{f.t('MyStore.NoCustomers')}</Empty>
          )}
        </Section>
      </ChartGrid>
    </Stack>
  );
}
