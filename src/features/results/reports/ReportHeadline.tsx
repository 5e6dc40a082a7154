import { headlineFigures, type ReportAnswer } from '../../../domain/reports';
import { FigureTile, TileGrid } from '../../../scaffold/figures/FigureTile';
import type { ReportFormat } from './reportFormat';

/**
 * What a report page leads with, above its charts (issue 22 §3): the period's net sales, tickets and
 * average ticket of the stores added up, each with its change against the compared period and its
 * definition (src/domain/reports.ts headlineFigures). While the first answer comes, the tiles hold
 * their place.
 */
export function ReportHeadline({ answer, fmt }: { answer: ReportAnswer | undefined; fmt: ReportFormat }) {
  const { t } = fmt.f;
  const headline = answer?.Headline;
  // an answer kept on this device before reports had a headline
  if (answer && !headline) return null;
  return (
    <section aria-label={t('Reports.Headline')}>
      <TileGrid>
        {headlineFigures.map(({ measure, figure }, i) => (
          <FigureTile
            key={measure}
            f={fmt.f}
            figure={figure}
            label={t(`Reports.Measure.${measure}`)}
            value={headline?.Values[i]}
            previous={headline?.Previous?.[i]}
            comparisonLabel={t('Reports.ComparisonPeriod')}
            format={(v) => fmt.value(measure, v)}
            loading={!headline}
          />
        ))}
      </TileGrid>
    </section>
  );
}
