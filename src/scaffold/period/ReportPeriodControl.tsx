import { type FormEvent, useEffect, useState } from 'react';
import { Button, NativeSelect, TextField } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { DateRange } from '../../domain/myStore';
import {
  type Comparison,
  comparisons,
  type ReportPreset,
  reportPeriodError,
  reportPresets,
} from '../../domain/reportPeriods';
import type { PeriodChoice } from '../../domain/reportQuery';
import * as styles from './period.css';

const CUSTOM = 'custom';

export interface ReportPeriodControlProps {
  period: PeriodChoice;
  /** The dates the figures on screen cover (where a custom period starts from). */
  shown: DateRange;
  comparison: Comparison;
  onPeriodChange: (period: PeriodChoice) => void;
  onComparisonChange: (comparison: Comparison) => void;
}

/**
 * A report's period and comparison (issue 9): the presets (POS transactions' four, this and last
 * week, this and last month) or a custom From–To checked with the server's rule (reportPeriodError)
 * before it is asked for, and what to compare with: nothing, the period before, or last year. The
 * platform's own selects and date fields: a tablet shows its pickers.
 */
export function ReportPeriodControl({
  period,
  shown,
  comparison,
  onPeriodChange,
  onComparisonChange,
}: ReportPeriodControlProps) {
  const { t } = useT();
  const [custom, setCustom] = useState('from' in period);
  const [from, setFrom] = useState(shown.From);
  const [to, setTo] = useState(shown.To);
  const [error, setError] = useState<ReturnType<typeof reportPeriodError>>(null);
  useEffect(() => {
    if ('from' in period) {
      setCustom(true);
      setFrom(period.from);
      setTo(period.to);
    }
  }, [period]);

  function choose(value: string) {
    setError(null);
    if (value === CUSTOM) {
      setCustom(true);
      setFrom(shown.From);
      setTo(shown.To);
      return;
    }
    setCustom(false);
    onPeriodChange({ preset: value as ReportPreset });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = reportPeriodError({ From: from, To: to });
    setError(problem);
    if (problem === null) onPeriodChange({ from, to });
  }

  return (
    <form className={styles.controls} onSubmit={apply} noValidate>
      <NativeSelect
        label={t('Reports.Period')}
        value={custom ? CUSTOM : 'preset' in period ? period.preset : CUSTOM}
        onChange={(e) => choose(e.target.value)}
        options={[
          ...reportPresets.map((p) => ({ value: p, label: t(`Reports.Period.${p}`) })),
          { value: CUSTOM, label: t('Reports.Period.custom') },
        ]}
      />
      {custom ? (
        <>
          <div className={styles.dateField}>
            <TextField
              type="date"
              label={t('Reports.From')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className={styles.dateField}>
            <TextField
              type="date"
              label={t('Reports.To')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              invalid={error !== null}
              errorText={error ? t(error) : undefined}
            />
          </div>
          <Button type="submit">{t('Reports.Apply')}</Button>
        </>
      ) : null}
      <NativeSelect
        label={t('Reports.Compare')}
        value={comparison}
        onChange={(e) => onComparisonChange(e.target.value as Comparison)}
        options={comparisons.map((c) => ({ value: c, label: t(`Reports.Compare.${c}`) }))}
      />
    </form>
  );
}
