import { type FormEvent, useState } from 'react';
import { Button, NativeSelect, Spinner, TextField } from '../../../../design-system';
import { type DateRange, periodPresets } from '../../../domain/myStore';
import type { FigureFormat } from '../../../scaffold/figures/figureFormat';
import * as styles from './MyStore.css';
import type { PeriodChoice } from './urls';

const CUSTOM = 'custom';

/**
 * The dashboards' period: a preset (the platform's own select: a phone shows its picker) or a custom
 * range of two dates, checked with the server's rule (dashboardPeriodSchema, loaded when a range is
 * applied: the landing screen does without yup) before it is asked for.
 */
export function PeriodPicker({
  f,
  period,
  shown,
  refreshing,
  onChange,
}: {
  f: FigureFormat;
  period: PeriodChoice;
  /** The range the figures on screen cover (the starting point of a custom range). */
  shown?: DateRange;
  refreshing?: boolean;
  onChange: (period: PeriodChoice) => void;
}) {
  const [custom, setCustom] = useState('from' in period);
  const [from, setFrom] = useState('from' in period ? period.from : (shown?.From ?? ''));
  const [to, setTo] = useState('from' in period ? period.to : (shown?.To ?? ''));
  const [error, setError] = useState<string | null>(null);
  const selected = custom ? CUSTOM : 'preset' in period ? period.preset : CUSTOM;

  function choose(value: string) {
    setError(null);
    if (value === CUSTOM) {
      setCustom(true);
      if (!from && shown) setFrom(shown.From);
      if (!to && shown) setTo(shown.To);
      return;
    }
    setCustom(false);
    onChange({ preset: value as (typeof periodPresets)[number] });
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    const { dashboardPeriodSchema } = await import('../../../domain/myStoreRequests');
    try {
      dashboardPeriodSchema.validateSync({ From: from, To: to });
      setError(null);
      onChange({ from, to });
    } catch (err) {
      setError((err as { errors?: string[] }).errors?.[0] ?? 'MyStore.DateInvalid');
    }
  }

  return (
    <form className={styles.periodControls} onSubmit={(e) => void apply(e)} noValidate>
      <NativeSelect
        label={f.t('MyStore.Period')}
        value={selected}
        onChange={(e) => choose(e.target.value)}
        options={[
          ...periodPresets.map((p) => ({ value: p, label: f.t(`MyStore.Period.${p}`) })),
          { value: CUSTOM, label: f.t('MyStore.Period.custom') },
        ]}
      />
      {custom ? (
        <>
          <TextField
            type="date"
            label={f.t('MyStore.From')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            type="date"
            label={f.t('MyStore.To')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            invalid={error !== null}
            errorText={error ? f.tData(error) : undefined}
          />
          <Button type="submit">{f.t('MyStore.Apply')}</Button>
        </>
      ) : null}
      {refreshing ? <Spinner size="small" label={f.t('MyStore.Updating')} /> : null}
    </form>
  );
}
