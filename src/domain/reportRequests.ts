/**
 * The request body of every report (issue 9), as a yup schema: the server reads it with this, the
 * portal checks a custom period with the same rule (reportPeriodError).
 */
import { isIsoDate } from './myStore';
import { comparisons, reportPeriodError, reportPresets } from './reportPeriods';
import type { ReportRequest } from './reports';
import { id, text, yup } from './validation';

/** At most this many stores in one company view's report. */
export const MAX_REPORT_STORES = 200;

const isoDate = () =>
  text()
    .required('Reports.DateInvalid')
    .test('date', 'Reports.DateInvalid', (v) => isIsoDate(v));

/** From–To (real dates, To not before From, at most 400 days), the preset, the comparison, the stores. */
export const reportRequestSchema: yup.ObjectSchema<ReportRequest> = yup
  .object({
    From: isoDate(),
    To: isoDate(),
    Preset: text()
      .oneOf([...reportPresets], 'Reports.PresetInvalid')
      .nullable()
      .default(null),
    Comparison: text()
      .oneOf([...comparisons], 'Reports.ComparisonInvalid')
      .default('none'),
    StoreIds: yup
      .array(id().required())
      .max(MAX_REPORT_STORES, 'Reports.TooManyStores')
      .nullable()
      .default(null),
  })
  .test('period', function (v) {
    const error = reportPeriodError({ From: v.From, To: v.To });
    return error === null || this.createError({ path: 'To', message: error });
  }) as yup.ObjectSchema<ReportRequest>;
