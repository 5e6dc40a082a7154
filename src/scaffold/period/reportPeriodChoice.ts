import type { DateRange } from '../../domain/myStore';
import { type ReportPreset, reportPresetPeriod, reportPresets } from '../../domain/reportPeriods';

/** A period as chosen: a preset (its dates follow the day) or a custom From–To. */
export type PeriodChoice = { preset: ReportPreset } | { from: string; to: string };

/** The dates of a choice on the business day `today`. */
export function periodOfChoice(choice: PeriodChoice, today: string): DateRange {
  return 'preset' in choice ? reportPresetPeriod(choice.preset, today) : { From: choice.from, To: choice.to };
}

/** The address's words of a choice (`period=lastWeek`, or `from` and `to`), and back (a default when neither holds). */
export const periodQuery = { period: 'period', from: 'from', to: 'to' } as const;

export function periodChoiceOf(query: URLSearchParams, fallback: ReportPreset): PeriodChoice {
  const from = query.get(periodQuery.from);
  const to = query.get(periodQuery.to);
  if (from && to) return { from: from.slice(0, 10), to: to.slice(0, 10) };
  const preset = query.get(periodQuery.period);
  return { preset: reportPresets.includes(preset as ReportPreset) ? (preset as ReportPreset) : fallback };
}

export function periodChoiceQuery(choice: PeriodChoice): Record<string, string | null> {
  return 'preset' in choice
    ? { [periodQuery.period]: choice.preset, [periodQuery.from]: null, [periodQuery.to]: null }
    : { [periodQuery.period]: null, [periodQuery.from]: choice.from, [periodQuery.to]: choice.to };
}
