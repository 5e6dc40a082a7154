import { concurrencyChecksum, id, text, visibleText, yup } from './validation';
import { isCompanyViewOfSites, type ViewOf } from './viewLevel';

/**
 * Revenue centers (3-settings-and-employees.md §2 "Revenue centers list" and "Revenue center form",
 * §3 Revenue center, §4, §5, §8, §9): the entities, the form's and the save's schemas and the rules,
 * once, for the portal and the server. Messages are catalogue keys.
 */

/** §9: the longest name, external id and description. */
export const REVENUE_CENTER_NAME_MAX = 25;
export const REVENUE_CENTER_EXTERNAL_ID_MAX = 25;
export const REVENUE_CENTER_DESCRIPTION_MAX = 50;
/** §9: Show All is disabled at this many stores or fewer (and a grid shows this many until Show All). */
export const SHOW_ALL_MIN_STORES = 3;
/** §9: a list of devices or order modes longer than this is truncated (the popover has it whole). */
export const LIST_TRUNCATE_AT = 15;
/** §9: store-driven reloads of the devices and order modes wait this long after the last change. */
export const STORE_RELOAD_DEBOUNCE_MS = 1000;
/** §3: a device or order mode of no revenue center has revenue center id 0 ("Unassigned"). */
export const UNASSIGNED = 0;
/** The most stores, devices or order modes one save may carry (a bound on the body, not a rule of the spec). */
export const REVENUE_CENTER_LIST_MAX = 1000;

// ---- entities (§3) --------------------------------------------------------------------------------

export interface RevenueCenterDevice {
  storeDeviceId: number;
  storeDeviceName: string;
}

export interface RevenueCenterOrderMode {
  orderModeId: number;
  orderModeName: string;
}

/** A store within a revenue center, with the center's devices and order modes there. */
export interface RevenueCenterStore {
  storeId: number;
  storeName: string;
  city: string | null;
  state: string | null;
  devices: RevenueCenterDevice[];
  orderModes: RevenueCenterOrderMode[];
}

export interface RevenueCenter {
  revenueCenterId: number;
  revenueCenterName: string;
  revenueCenterDescription: string;
  externalId: string;
  merchantId: number;
  lastModifiedUserCode: string;
  /** Changes on every save: a save or delete with an older one is refused (409). */
  concurrencyChecksum: number;
  stores: RevenueCenterStore[];
}

/** A store the merchant may put in a revenue center (GetStoreDetails). */
export interface RevenueCenterStoreDetail {
  storeId: number;
  storeName: string;
  city: string | null;
  state: string | null;
}

/** A device row of the form's Choose Device grid (GetRevenueCenterDevices). */
export interface RevenueCenterDeviceRow {
  merchantId: number;
  deviceName: string;
  storeDeviceId: number;
  storeName: string;
  /** 0 when unassigned. */
  revenueCenterId: number;
  /** Empty when unassigned (the grid shows "Unassigned"). */
  revenueCenterName: string;
  storeId: number;
}

/** An order mode row of the form's Choose Order Mode grid (GetOrderModes). */
export interface RevenueCenterOrderModeRow {
  merchantId: number;
  orderModeId: number;
  orderModeName: string;
  revenueCenterId: number;
  revenueCenterName: string;
  storeName: string;
  storeId: number;
}

/** GetAddRevenueCenterValidation's answer. */
export interface AddRevenueCenterValidation {
  isDevicesAvailable: boolean;
  isOrderModesAvailable: boolean;
}

// ---- schemas --------------------------------------------------------------------------------------

/** §5: required, at most `max` characters, no leading whitespace (TextFieldError), no invisible characters. */
function centerText(max: number) {
  return visibleText()
    .required('RevenueCenter.TextFieldError')
    .max(max, 'RevenueCenter.TextFieldError')
    .test('no-leading-space', 'RevenueCenter.TextFieldError', (v) => v == null || !/^\s/.test(v))
    .test('not-blank', 'RevenueCenter.TextFieldError', (v) => v == null || v.trim().length > 0);
}

/** §5: the external id is optional, at most 25 characters. */
function externalIdText() {
  return text().max(REVENUE_CENTER_EXTERNAL_ID_MAX, 'RevenueCenter.ExternalIdError').default('');
}

function ids(tooMany: string) {
  return yup
    .array()
    .of(id().required())
    .max(REVENUE_CENTER_LIST_MAX, tooMany)
    .default([])
    .required() as unknown as yup.ArraySchema<number[], yup.AnyObject, number[], ''>;
}

/**
 * The form's values: the general fields and the selections (stores; devices by storeDeviceId; order
 * modes by their row key, `orderModeKey`). Their rules are the save's.
 */
export const revenueCenterFormSchema = yup.object({
  Name: centerText(REVENUE_CENTER_NAME_MAX),
  Description: centerText(REVENUE_CENTER_DESCRIPTION_MAX),
  ExternalId: externalIdText(),
  StoreIds: ids('RevenueCenter.StoreInvalid'),
  DeviceIds: ids('RevenueCenter.DeviceInvalid'),
  OrderModeKeys: yup
    .array()
    .of(text().required())
    .max(REVENUE_CENTER_LIST_MAX, 'RevenueCenter.OrderModeInvalid')
    .default([])
    .required() as unknown as yup.ArraySchema<string[], yup.AnyObject, string[], ''>,
});
export type RevenueCenterForm = yup.InferType<typeof revenueCenterFormSchema>;

/** A store of the save body: its id, the ids of its order modes and devices in the center. */
const saveStoreSchema = yup.object({
  StoreId: id().required(),
  OrderModes: ids('RevenueCenter.OrderModeInvalid'),
  StoreDeviceIds: ids('RevenueCenter.DeviceInvalid'),
});

/** §7 SaveRevenueCenter's body (RevenueCenterId 0 adds); at least one store (§4). */
export const saveRevenueCenterSchema = yup.object({
  MerchantId: id().required(),
  RevenueCenterId: id().required(),
  Name: centerText(REVENUE_CENTER_NAME_MAX),
  Description: centerText(REVENUE_CENTER_DESCRIPTION_MAX),
  ExternalId: externalIdText(),
  /** Sent as §3 says; the server records the session's user, whatever this holds. */
  LastModifiedUserCode: text().max(100, 'Validation.MaxLength').default(''),
  Stores: yup
    .array()
    .of(saveStoreSchema.required())
    .min(1, 'RevenueCenter.StoresRequired')
    .max(REVENUE_CENTER_LIST_MAX, 'RevenueCenter.StoreInvalid')
    .required('RevenueCenter.StoresRequired'),
  /** The checksum of the center as read (0 when adding): a stale one is refused; none, the last write. */
  ConcurrencyChecksum: concurrencyChecksum(),
});
export type SaveRevenueCenterBody = yup.InferType<typeof saveRevenueCenterSchema>;

/** The query of the reads of the merchant's centers, stores and add validation. */
export const merchantQuerySchema = yup.object({ merchantId: id().required() });

/** GetRevenueCenterById's query. */
export const revenueCenterQuerySchema = yup.object({
  merchantId: id().required(),
  revenueCenterId: id().required(),
});

/** DeleteRevenueCenter's query (§7: revenueCenterId, merchantId) and the checksum as the list shows it, if sent. */
export const deleteRevenueCenterSchema = yup.object({
  merchantId: id().required(),
  revenueCenterId: id().required(),
  concurrencyChecksum: concurrencyChecksum(),
});

/** GetOrderModes' and GetRevenueCenterDevices' body: the stores selected (none: an empty list). */
export const storesBodySchema = yup.object({
  MerchantId: id().required(),
  Stores: ids('RevenueCenter.StoreInvalid'),
});

// ---- rules ----------------------------------------------------------------------------------------

/** §4: a device or order mode is selectable when unassigned or already this center's. */
export function isSelectable(row: { revenueCenterId: number }, revenueCenterId: number): boolean {
  return row.revenueCenterId === UNASSIGNED || row.revenueCenterId === revenueCenterId;
}

/** §3: the order mode row's key, the store id joined with the order mode id. */
export function orderModeKey(row: { storeId: number; orderModeId: number }): string {
  return `${row.storeId}-${row.orderModeId}`;
}

/** §4 Save: fields filled and at least one store; in edit mode, something changed as well. */
export function saveEnabled(o: {
  isNew: boolean;
  dirty: boolean;
  name: string;
  description: string;
  storeCount: number;
}): boolean {
  const filled = o.name.trim() !== '' && o.description.trim() !== '' && o.storeCount > 0;
  return filled && (o.isNew || o.dirty);
}

/** §8: adding is blocked (a modal) when neither a device nor an order mode is free. */
export function addBlocked(v: AddRevenueCenterValidation): boolean {
  return !v.isDevicesAvailable && !v.isOrderModesAvailable;
}

/** §2 Show All: disabled at 3 or fewer stores. */
export function showAllEnabled(storeCount: number): boolean {
  return storeCount > SHOW_ALL_MIN_STORES;
}

/** §2: a list cell, truncated at 15 characters (with an ellipsis) when longer; `whole` for its popover. */
export function truncatedList(names: readonly string[]): { text: string; whole: string; truncated: boolean } {
  const whole = names.join(', ');
  const truncated = whole.length > LIST_TRUNCATE_AT;
  return { text: truncated ? `${whole.slice(0, LIST_TRUNCATE_AT)}…` : whole, whole, truncated };
}

/**
 * §6 (decision, docs/decisions.md): the list is replaced by a warning for a merchant of more than one
 * store viewed at company level: view level 2 (viewLevel.ts), its store count the merchant's open stores.
 */
export function companyLevelWarning(view: ViewOf): boolean {
  return isCompanyViewOfSites(view);
}

/** §2: the store column shows for a merchant of more than one store only. */
export function showsStoreColumn(storeCount: number): boolean {
  return storeCount > 1;
}

/** The form of a center as read (or a new one: the one store of a single-store merchant given, §4). */
export function revenueCenterFormOf(
  center: RevenueCenter | null,
  onlyStoreId: number | null,
): RevenueCenterForm {
  if (!center)
    return {
      Name: '',
      Description: '',
      ExternalId: '',
      StoreIds: onlyStoreId === null ? [] : [onlyStoreId],
      DeviceIds: [],
      OrderModeKeys: [],
    };
  return {
    Name: center.revenueCenterName,
    Description: center.revenueCenterDescription,
    ExternalId: center.externalId,
    StoreIds: center.stores.map((s) => s.storeId),
    DeviceIds: center.stores.flatMap((s) => s.devices.map((d) => d.storeDeviceId)),
    OrderModeKeys: center.stores.flatMap((s) =>
      s.orderModes.map((m) => orderModeKey({ storeId: s.storeId, orderModeId: m.orderModeId })),
    ),
  };
}

/**
 * The save body of the form (§7): each selected store with the devices and order modes selected in it
 * (of the rows on screen: a store taken out takes its selections along).
 */
export function saveBodyOf(
  form: RevenueCenterForm,
  o: {
    merchantId: number;
    revenueCenterId: number;
    userCode: string;
    concurrencyChecksum: number;
    devices: readonly RevenueCenterDeviceRow[];
    orderModes: readonly RevenueCenterOrderModeRow[];
  },
): SaveRevenueCenterBody {
  const devices = new Set(form.DeviceIds);
  const modes = new Set(form.OrderModeKeys);
  return {
    MerchantId: o.merchantId,
    RevenueCenterId: o.revenueCenterId,
    Name: form.Name,
    Description: form.Description,
    ExternalId: form.ExternalId,
    LastModifiedUserCode: o.userCode,
    ConcurrencyChecksum: o.concurrencyChecksum,
    Stores: form.StoreIds.map((storeId) => ({
      StoreId: storeId,
      StoreDeviceIds: o.devices
        .filter((d) => d.storeId === storeId && devices.has(d.storeDeviceId))
        .map((d) => d.storeDeviceId),
      OrderModes: o.orderModes
        .filter((m) => m.storeId === storeId && modes.has(orderModeKey(m)))
        .map((m) => m.orderModeId),
    })),
  };
}

// ---- CSV (§3) -------------------------------------------------------------------------------------

/** §3: the CSV's columns, in order; the file is download.csv. */
export const REVENUE_CENTER_CSV_COLUMNS = [
  'RevenueCenterId',
  'RevenueCenterName',
  'ExternalId',
  'MerchantId',
  'StoreId',
  'StoreName',
  'DeviceName',
  'DeviceId',
  'OrderModeId',
  'OrderModeName',
] as const;
export const REVENUE_CENTER_CSV_FILE = 'download.csv';

/** §3: one row per device and per order mode of the centers (a device row has no order mode, and back). */
export function revenueCenterCsvRows(centers: readonly RevenueCenter[]): (string | number)[][] {
  return centers.flatMap((c) =>
    c.stores.flatMap((s) => {
      const head = [
        c.revenueCenterId,
        c.revenueCenterName,
        c.externalId,
        c.merchantId,
        s.storeId,
        s.storeName,
      ];
      return [
        ...s.devices.map((d) => [...head, d.storeDeviceName, d.storeDeviceId, '', '']),
        ...s.orderModes.map((m) => [...head, '', '', m.orderModeId, m.orderModeName]),
      ];
    }),
  );
}
