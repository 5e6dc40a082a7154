import type { Translate, TranslateData } from '../../../i18n/intl';
import type { ChangeEntry, FieldChange, FieldFormat } from '../../domain/changeHistory';
import { fieldChanges } from '../../domain/changeHistory';

/** What formats a history: the catalogue, money and dates of the portal (useT, useIntl). */
export interface HistoryFormatters {
  t: Translate;
  /** The fields' names and choices are catalogue keys of a table in src/domain (changeHistory.ts). */
  tData: TranslateData;
  money: (amount: number) => string;
  decimal: (value: number) => string;
}

const empty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A recorded value as shown: money formatted, two decimals, yes/no, a list, a code's name; "none" when empty. */
function historyValue(value: unknown, format: FieldFormat, f: HistoryFormatters): string {
  if (empty(value)) return f.t('ChangeHistory.None');
  switch (format.kind) {
    case 'money':
      return typeof value === 'number' ? f.money(value) : String(value);
    case 'decimal':
      return typeof value === 'number' ? f.decimal(value) : String(value);
    case 'yesNo':
      return f.t(value ? 'ChangeHistory.Yes' : 'ChangeHistory.No');
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'choice': {
      const key = format.choices[String(value)];
      return key ? f.tData(key) : String(value);
    }
    default:
      return String(value);
  }
}

/**
 * The lines of a change: "field: before → after" for an update; for a create the fields it was made
 * with, for a delete the fields it had ("was"), leaving out the empty ones.
 */
export function historyLines(entry: ChangeEntry, f: HistoryFormatters): string[] {
  const label = (c: FieldChange) => f.tData(c.field.label);
  const value = (c: FieldChange, v: unknown) => historyValue(v, c.field.format, f);
  const changes = fieldChanges(entry);
  if (entry.Action === 'create')
    return changes
      .filter((c) => !empty(c.after))
      .map((c) => f.t('ChangeHistory.FieldSet', { field: label(c), after: value(c, c.after) }));
  if (entry.Action === 'delete')
    return changes
      .filter((c) => !empty(c.before))
      .map((c) => f.t('ChangeHistory.FieldWas', { field: label(c), before: value(c, c.before) }));
  return changes.map((c) =>
    f.t('ChangeHistory.FieldChange', {
      field: label(c),
      before: value(c, c.before),
      after: value(c, c.after),
    }),
  );
}
