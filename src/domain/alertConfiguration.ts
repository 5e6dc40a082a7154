import type { ApiResult } from './contract';
import { concurrencyChecksum, yup } from './validation';

/**
 * Alert management (3-settings-and-employees.md §2 "Alert management screen", §3 "Alert
 * configuration", §4 "Alerts", §5 "Alerts", §7 "Alerts", §9): the five alerts a store subscribes
 * to, each with a switch, and a percent threshold for the alerts that compare a figure. The rules
 * live here once, for the portal's form and the server's update.
 */

/** §3: the definition ids. */
export const AlertDefinition = {
  Sales: 1,
  PriceOverride: 2,
  Discount: 3,
  Marketing: 4,
  AlwaysSubscribed: 5,
} as const;
export type AlertDefinitionId = (typeof AlertDefinition)[keyof typeof AlertDefinition];
export const alertDefinitionIds: readonly AlertDefinitionId[] = [1, 2, 3, 4, 5];

/**
 * The alerts with a percent threshold (§9's help text: the sales alert against the same weekday of
 * the past 6 weeks, price overrides against the previous 28 days, discounts against the last week).
 * Marketing and the always-subscribed alert compare nothing: no threshold (docs/decisions.md).
 */
export const THRESHOLD_ALERTS: readonly AlertDefinitionId[] = [
  AlertDefinition.Sales,
  AlertDefinition.PriceOverride,
  AlertDefinition.Discount,
];

export function hasThreshold(alert: number): boolean {
  return (THRESHOLD_ALERTS as readonly number[]).includes(alert);
}

/** §9: percent 1 to 25 (so at most two digits). */
export const ALERT_PERCENT_MIN = 1;
export const ALERT_PERCENT_MAX = 25;

export const SubscriptionStatus = { Off: 0, On: 1 } as const;
export type SubscriptionStatusCode = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

/** One entry of the configuration (§3, §7). */
export interface AlertEntry {
  AlertDefinitionId: AlertDefinitionId;
  SubscriptionStatus: SubscriptionStatusCode;
  PercentThreshold: number | null;
}

/** The catalogue keys of an alert's name and its help text. */
export function alertNameKey(alert: AlertDefinitionId): `AlertManagement.Alert${AlertDefinitionId}` {
  return `AlertManagement.Alert${alert}`;
}
export function alertHelpKey(alert: AlertDefinitionId): `AlertManagement.Alert${AlertDefinitionId}Help` {
  return `AlertManagement.Alert${alert}Help`;
}

/**
 * §5: a threshold is a whole number 1–25 (PercentageError: 0, 26, 7.5, "x"…), required while
 * its alert is on (EmptyError). A threshold of an alert that is off is not judged (its field is
 * inactive, §4) and not kept.
 */
export function thresholdError(on: boolean, threshold: unknown): string | null {
  if (!on) return null;
  if (threshold === null || threshold === undefined || threshold === '') return 'AlertManagement.EmptyError';
  const ok =
    typeof threshold === 'number' &&
    Number.isInteger(threshold) &&
    threshold >= ALERT_PERCENT_MIN &&
    threshold <= ALERT_PERCENT_MAX;
  return ok ? null : 'AlertManagement.PercentageError';
}

/** A threshold as the form's field gives it: '' → null, digits → their number, anything else as typed. */
export function thresholdOfText(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed ?? null;
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^[0-9]{1,2}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const entrySchema = yup.object({
  AlertDefinitionId: yup
    .mixed<AlertDefinitionId>()
    .required('AlertManagement.UnknownAlert')
    .test('known', 'AlertManagement.UnknownAlert', (v) =>
      alertDefinitionIds.includes(v as AlertDefinitionId),
    ),
  SubscriptionStatus: yup
    .mixed<SubscriptionStatusCode>()
    .required('AlertManagement.StatusInvalid')
    .test('status', 'AlertManagement.StatusInvalid', (v) => v === 0 || v === 1),
  PercentThreshold: yup
    .mixed<number>()
    .nullable()
    .default(null)
    .test('threshold', function (v) {
      const key = thresholdError(
        this.parent.SubscriptionStatus === SubscriptionStatus.On &&
          hasThreshold(this.parent.AlertDefinitionId),
        v,
      );
      return key ? this.createError({ message: key }) : true;
    }),
});

/**
 * UpdateAlertConfiguration's body as the form and the portal send it (§7's five entries, each alert
 * once, as AlertConfigurations) with the ConcurrencyChecksum of the configuration read; §7's bare
 * list is read as this object without a checksum (alertUpdateOf).
 */
export const alertConfigurationSchema = yup.object({
  AlertConfigurations: yup
    .array()
    .of(entrySchema.required())
    .required('AlertManagement.EntriesInvalid')
    .test(
      'five-alerts',
      'AlertManagement.EntriesInvalid',
      (list) =>
        list == null ||
        // an unknown id is its entry's error (UnknownAlert)
        list.some((e) => !alertDefinitionIds.includes(e?.AlertDefinitionId as AlertDefinitionId)) ||
        (list.length === alertDefinitionIds.length &&
          alertDefinitionIds.every((a) => list.filter((e) => e?.AlertDefinitionId === a).length === 1)),
    ) as unknown as yup.ArraySchema<AlertEntry[], yup.AnyObject, undefined, ''>,
  ConcurrencyChecksum: concurrencyChecksum(),
});
export type AlertConfigurationForm = yup.InferType<typeof alertConfigurationSchema>;

/**
 * UpdateAlertConfiguration's body as alertConfigurationSchema reads it: §7's bare list of five
 * entries (saved as the last write), or the portal's object with the read's checksum.
 */
export function alertUpdateOf(body: unknown): unknown {
  return Array.isArray(body) ? { AlertConfigurations: body } : body;
}

/**
 * GetAlertConfiguration's answer: the entries as Entity (§3 "Alert configuration": a list), and
 * beside them the product's additions: their checksum, the store and whether it may be saved.
 */
export interface AlertConfigurationAnswer extends ApiResult<AlertEntry[]> {
  ConcurrencyChecksum: number;
  /** The store the configuration is of; null in a company view of several sites (a summary). */
  StoreId: number | null;
  /** §6: not in a company view of several sites. */
  MayEdit: boolean;
}

/** A store that never saved: every alert off without a threshold, except the always-subscribed one. */
export function defaultAlertEntries(): AlertEntry[] {
  return alertDefinitionIds.map((a) => ({
    AlertDefinitionId: a,
    SubscriptionStatus:
      a === AlertDefinition.AlwaysSubscribed ? SubscriptionStatus.On : SubscriptionStatus.Off,
    PercentThreshold: null,
  }));
}

/**
 * The entries as they are kept (§4): in definition order, the always-subscribed alert on, and a
 * threshold only for an alert that has one and is on.
 */
export function entriesForSave(entries: readonly AlertEntry[]): AlertEntry[] {
  return alertDefinitionIds.map((a) => {
    const e = entries.find((x) => x.AlertDefinitionId === a);
    const on = a === AlertDefinition.AlwaysSubscribed || e?.SubscriptionStatus === SubscriptionStatus.On;
    return {
      AlertDefinitionId: a,
      SubscriptionStatus: on ? SubscriptionStatus.On : SubscriptionStatus.Off,
      PercentThreshold: on && hasThreshold(a) ? ((e?.PercentThreshold as number | null) ?? null) : null,
    };
  });
}

/**
 * A company view of several sites reads a summary (docs/decisions.md): an alert is on when it is on in
 * every store, its threshold the one they share (null when they differ).
 */
export function summaryOfStores(stores: readonly (readonly AlertEntry[])[]): AlertEntry[] {
  if (stores.length === 0) return defaultAlertEntries();
  return alertDefinitionIds.map((a) => {
    const each = stores.map((entries) => entries.find((e) => e.AlertDefinitionId === a));
    const on = each.every((e) => e?.SubscriptionStatus === SubscriptionStatus.On);
    const thresholds = new Set(each.map((e) => e?.PercentThreshold ?? null));
    return {
      AlertDefinitionId: a,
      SubscriptionStatus: on ? SubscriptionStatus.On : SubscriptionStatus.Off,
      PercentThreshold: on && thresholds.size === 1 ? ([...thresholds][0] ?? null) : null,
    };
  });
}
