import { DefinitionButton, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { figureDefinitionKeys } from '../../../domain/myStore';
import type { PosTransactionSummary } from '../../../domain/posTransactions';
import * as styles from './PosTransactions.css';

/**
 * The summary above the list (issue 8): the count, the net sales (the reports' one definition,
 * src/domain/netSales.ts) and what the sale and refund tickets came to (their totals) of the whole
 * filtered set, each with its definition (issue 22 §3: a figure that differs from another screen's
 * says what it counts). Until the first page brings it, its figures hold their place with a dash, so
 * that the list below does not move down when they come (a layout shift of 0.04 on the tablet profile).
 */
export function PosSummary({
  summary,
  loading,
}: {
  summary: PosTransactionSummary | null;
  loading: boolean;
}) {
  const { t, money } = useT();
  const shown = (figure: (s: PosTransactionSummary) => string) =>
    summary ? figure(summary) : t('PosTransactions.Summary.Pending');
  const figures = [
    {
      key: 'Count',
      value: shown((s) => String(s.TicketCount)),
      definition: t('PosTransactions.Definition.Count'),
    },
    {
      key: 'NetSales',
      value: shown((s) => money(s.NetSalesAmount)),
      definition: t(figureDefinitionKeys.netSales),
    },
    {
      key: 'Sales',
      value: shown((s) => money(s.SalesAmount)),
      definition: t('PosTransactions.Definition.Sales'),
    },
    {
      key: 'Refunds',
      value: shown((s) => money(s.RefundsAmount)),
      definition: t('PosTransactions.Definition.Refunds'),
    },
  ] as const;
  return (
    <section aria-label={t('PosTransactions.Summary')} aria-busy={loading || undefined}>
      <dl className={styles.summary}>
        {figures.map((f) => {
          const term = t(`PosTransactions.Summary.${f.key}`);
          return (
            <div key={f.key} className={styles.figure}>
              <dt className={styles.figureTerm}>
                <Text size="small" tone="muted">
                  {term}
                </Text>
                <DefinitionButton
                  term={term}
                  label={t('Figure.About', { figure: term })}
                  text={f.definition}
                />
              </dt>
              <dd className={styles.figure}>
                <Text weight="strong">{f.value}</Text>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
