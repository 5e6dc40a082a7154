import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../i18n/IntlProvider';
import { FigureTile, TileGrid } from '../../src/scaffold/figures/FigureTile';
import { useFigureFormat } from '../../src/scaffold/figures/figureFormat';
import { withIntl } from '../pages/loginFixtures';

/** A report's headline, or My store's tiles: figures with their change and their definition. */
function Headline({ loading = false }: { loading?: boolean }) {
  const f = useFigureFormat();
  const { t } = useT();
  const compared = t('Reports.ComparisonPeriod');
  return (
    <TileGrid>
      <FigureTile
        f={f}
        figure="netSales"
        label={t('Reports.Measure.netSales')}
        value={40432.5}
        previous={43559.06}
        comparisonLabel={compared}
        format={f.money}
        loading={loading}
      />
      <FigureTile
        f={f}
        figure="ticketCount"
        label={t('Reports.Measure.tickets')}
        value={733}
        previous={752}
        comparisonLabel={compared}
        format={f.count}
        loading={loading}
      />
      <FigureTile
        f={f}
        figure="averageTicket"
        label={t('Reports.Measure.averageTicket')}
        value={57.58}
        previous={59.78}
        comparisonLabel={compared}
        format={f.money}
        loading={loading}
      />
    </TileGrid>
  );
}

const meta = {
  title: 'Scaffold/FigureTile',
  component: Headline,
  decorators: [withIntl],
} satisfies Meta<typeof Headline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReportHeadline: Story = {};
/** While the figures come, the tiles hold their place. */
export const Loading: Story = { args: { loading: true } };
