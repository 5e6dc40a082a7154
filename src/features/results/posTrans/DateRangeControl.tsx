import { useEffect, useState } from 'react';
import { RadioGroup, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MessageKey } from '../../../../i18n/intl';
import {
  datePresetRange,
  datePresets,
  fromUsDate,
  presetOfRange,
  rangeError,
  type TicketDateRange,
  toUsDate,
} from '../../../domain/posTransactions';
import type { Today } from '../../../domain/calendar';
import * as styles from './PosTransactions.css';

export interface DateRangeControlProps {
  /** The business day the presets count from (a company view's stores may be on two: calendar.ts). */
  today: Today;
  /** The range of the address (it may be out of order: the To field then says so). */
  range: TicketDateRange;
  onChange: (range: TicketDateRange) => void;
}

/**
 * The date control of 2-menu §2: the presets (Today, Yesterday, Last 7 days, Last 30 days) and the
 * From and To fields in MM/dd/yyyy. A range is applied once both fields are dates; what is wrong
 * with it (To before From, too long: rangeError) shows on To, and the page asks nothing meanwhile.
 */
export function DateRangeControl({ today, range, onChange }: DateRangeControlProps) {
  const { t } = useT();
  const [from, setFrom] = useState(toUsDate(range.FromDate));
  const [to, setTo] = useState(toUsDate(range.ToDate));
  const [touched, setTouched] = useState({ from: false, to: false });
  useEffect(() => setFrom(toUsDate(range.FromDate)), [range.FromDate]);
  useEffect(() => setTo(toUsDate(range.ToDate)), [range.ToDate]);

  const fromIso = fromUsDate(from);
  const toIso = fromUsDate(to);
  const typed = (next: { from: string; to: string }) => {
    const f = fromUsDate(next.from);
    const e = fromUsDate(next.to);
    if (f && e && (f !== range.FromDate || e !== range.ToDate)) onChange({ FromDate: f, ToDate: e });
  };
  const fromError = touched.from && fromIso === null ? 'PosTransactions.DateInvalid' : null;
  // the typed range's problem, else (an address with a bad range, nothing typed yet) the address's
  const toError =
    touched.to && toIso === null
      ? 'PosTransactions.DateInvalid'
      : fromIso && toIso
        ? rangeError({ FromDate: fromIso, ToDate: toIso })
        : touched.from || touched.to
          ? null
          : rangeError(range);

  return (
    <>
      <RadioGroup
        label={t('PosTransactions.DateRange')}
        orientation="horizontal"
        options={datePresets.map((p) => ({ value: p, label: t(`PosTransactions.Preset.${p}`) }))}
        value={presetOfRange(range, today) ?? ''}
        onValueChange={(p) => onChange(datePresetRange(p as (typeof datePresets)[number], today))}
      />
      <div className={styles.dateRange}>
        <DateField
          label={t('PosTransactions.From')}
          value={from}
          error={fromError}
          onChange={(value) => {
            setFrom(value);
            typed({ from: value, to });
          }}
          onBlur={() => setTouched((v) => ({ ...v, from: true }))}
        />
        <DateField
          label={t('PosTransactions.To')}
          value={to}
          error={toError}
          onChange={(value) => {
            setTo(value);
            typed({ from, to: value });
          }}
          onBlur={() => setTouched((v) => ({ ...v, to: true }))}
        />
      </div>
    </>
  );
}

interface DateFieldProps {
  label: string;
  /** As typed, MM/dd/yyyy. */
  value: string;
  /** What is wrong with it (a catalogue key), or null. */
  error: MessageKey | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A date typed as MM/dd/yyyy (§2), with a numeric keyboard on a tablet. */
function DateField({ label, value, error, onChange, onBlur }: DateFieldProps) {
  const { t } = useT();
  return (
    <div className={styles.dateField}>
      <TextField
        label={label}
        value={value}
        placeholder={t('PosTransactions.DateFormat')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        invalid={error !== null}
        errorText={error ? t(error) : undefined}
      />
    </div>
  );
}
