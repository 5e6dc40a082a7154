import { describe, expect, it } from 'vitest';
import messages from '../../i18n/en-US.json';
import { reportGroupings, reportIds, reportMeasures, reportTexts, revenueKinds } from './reports';

/** What the report screen writes of a report's definition is in the catalogue (issue 9). */
describe('the reports in the catalogue', () => {
  const keys = new Set(Object.keys(messages));
  it.each([
    ...reportIds.map((id) => `Reports.Title.${id}`),
    ...reportIds.map((id) => `Reports.Caption.${id}`),
    ...reportMeasures.map((m) => `Reports.Measure.${m}`),
    ...reportGroupings.map((g) => `Reports.Grouping.${g}`),
    ...reportTexts.map((t) => `Reports.Text.${t}`),
    ...revenueKinds.map((k) => `Reports.RevenueKind.${k}`),
  ])('%s', (key) => {
    expect(keys.has(key)).toBe(true);
  });
});
