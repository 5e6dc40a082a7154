import { Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { PosTransactionSummary } from '../../../domain/posTransactions';
import * as styles from './PosTransactions.css';

/** The summary above the list (issue 8): the count, sales, refunds and net of the whole filtered set. */
export function PosSummary({ summary }: { summary: PosTransactionSummary }) {
  const { t, money } = useT();
  const figures = [
    { key: 'Count', value: String(summary.TicketCount) },
    { key: 'Sales', value: money(summary.SalesAmount) },
    { key: 'Refunds', value: money(summary.RefundsAmount) },
    { key: 'Net', value: money(summary.NetAmount) },
  ];
  return (
    <section aria-label={t('PosTransactions.Summary')}>
      <dl className={styles.summary}>
        {figures.map((f) => (
          <div key={f.key} className={styles.figure}>
            <dt>
              <Text size="small" tone="muted">
                {t(`PosTransactions.Summary.${f.key}`)}
              </Text>
            </dt>
            <dd className={styles.figure}>
              <Text weight="strong">{f.value}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
