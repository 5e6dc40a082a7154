/**
 * The request bodies of my store's API, as yup schemas: the server reads them with these, the portal
 * checks a custom period with the same rule. Apart from myStore.ts so that the landing screen does
 * not load yup (the period picker loads this when a custom range is applied).
 */
import { type DashboardPeriodRequest, dateRangeProblem, isIsoDate, periodPresets } from './myStore';
import { yup } from './validation';

/**
 * The body of the dashboards: a preset `Period`, or `From` and `To` (both, real dates, To not before
 * From, at most 400 days). Neither: the default period (last 7 days).
 */
export const dashboardPeriodSchema: yup.ObjectSchema<DashboardPeriodRequest> = yup
  .object({
    Period: yup
      .string()
      .oneOf([...periodPresets], 'MyStore.PeriodInvalid')
      .optional(),
    From: yup
      .string()
      .optional()
      .test('date', 'MyStore.DateInvalid', (v) => v === undefined || isIsoDate(v)),
    To: yup
      .string()
      .optional()
      .test('date', 'MyStore.DateInvalid', (v) => v === undefined || isIsoDate(v)),
  })
  .test('both-ends', 'MyStore.DateInvalid', (v) => (v.From === undefined) === (v.To === undefined))
  .test('order', 'MyStore.PeriodToBeforeFrom', (v) => dateRangeProblem(v.From, v.To) !== 'toBeforeFrom')
  .test('length', 'MyStore.PeriodTooLong', (v) => dateRangeProblem(v.From, v.To) !== 'tooLong');

/** The activity summary takes no parameter (today comes from the server clock). */
export const activitySummarySchema = yup.object({});
