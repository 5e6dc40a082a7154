import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../i18n/IntlProvider';
import type { FigureId } from '../../src/domain/myStore';
import { FigureTile, TileGrid } from '../../src/scaffold/figures/FigureTile';
import { useFigureFormat } from '../../src/scaffold/figures/figureFormat';
import { withIntl } from '../pages/loginFixtures';

/** A report's headline: its figures, the compared period's, as a report answers them. */
const headline = [
  { figure: 'netSales', measure: 'netSales', value: 40432.5, previous: 43559.06, money: true },
  { figure: 'ticketCount', measure: 'tickets', value: 733, previous: 752, money: false },
  { figure: 'averageTicket', measure: 'averageTicket', value: 57.58, previous: 59.78, money: true },
] as const satisfies readonly {
  figure: FigureId;
  measure: string;
  value: number;
  previous: number;
  money: boolean;
}[];

/** A report's headline, or My store's tiles: figures with their change and their definition. */
function Headline({ loading = false }: { loading?: boolean }) {
  const f = useFigureFormat();
  const { t } = useT();
  return (
    <TileGrid>
      {headline.map((h) => (
        <FigureTile
          key={h.figure}
          f={f}
          figure={h.figure}
          label={t(`Reports.Measure.${h.measure}`)}
          value={h.value}
          previous={h.previous}
          comparisonLabel={t('Reports.ComparisonPeriod')}
          format={h.money ? f.money : f.count}
          loading={loading}
        />
      ))}
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
