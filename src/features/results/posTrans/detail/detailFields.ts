import type { KeySuffix } from '../../../../../i18n/intl';
import { customerFields, orderStatusName, type TicketDetail } from '../../../../domain/posTransactions';

export type DetailFieldKind = 'text' | 'money' | 'date' | 'dateTime' | 'time' | 'orderStatus';

/** A field of the ticket whose label the catalogue has (TicketDetail.Field.<name>): none is shown without one. */
type LabelledField = Extract<keyof TicketDetail, KeySuffix<'TicketDetail.Field.'>>;

export interface DetailGroup {
  /** TicketDetail.Group.<id> */
  id: 'Ticket' | 'People' | 'Order' | 'Contact' | 'PayInOut' | 'Amounts';
  fields: { name: LabelledField; kind: DetailFieldKind }[];
}

const text = (...names: LabelledField[]) => names.map((name) => ({ name, kind: 'text' as const }));
const money = (...names: LabelledField[]) => names.map((name) => ({ name, kind: 'money' as const }));

/** The §3 ticket detail's fields, grouped as the details tab shows them. */
export const detailGroups: readonly DetailGroup[] = [
  {
    id: 'Ticket',
    fields: [
      ...text('TransactionType', 'TicketNumber', 'CheckNumber'),
      { name: 'TicketDate', kind: 'dateTime' },
      { name: 'TicketTime', kind: 'time' },
      { name: 'BusinessDate', kind: 'date' },
      ...text('StoreName', 'Station', 'SellingLocation', 'ExternalReferenceNumber'),
      { name: 'LastPrintedUtcDateTime', kind: 'dateTime' },
    ],
  },
  {
    id: 'People',
    fields: text('UserName', 'SalesAssociateName', 'CustomerName', 'CustomerNumber', 'CustomerEmailAddress'),
  },
  {
    id: 'Order',
    fields: [
      ...text('OrderName'),
      { name: 'OrderDueDateTime', kind: 'dateTime' },
      { name: 'OrderStatus', kind: 'orderStatus' },
    ],
  },
  {
    id: 'Contact',
    fields: text('ContactName', 'ContactPhone', 'ContactAddress1', 'ContactAddress2', 'city', 'state', 'zip'),
  },
  { id: 'PayInOut', fields: text('PayinReason', 'PayinComment', 'PayoutReason', 'PayoutComment') },
  {
    id: 'Amounts',
    fields: money(
      'SubTotalAmount',
      'GiftCardAmount',
      'ChargesAmount',
      'CCSurchargesAmount',
      'DiscountAmount',
      'DonationsAmount',
      'PriceOverridesAmount',
      'TaxAmount',
      'GratuityAmount',
      'GratuityTaxAmount',
      'TipAmount',
      'TotalAmount',
      'PaymentRoundedAmount',
      'TenderAmount',
      'ChangeAmount',
    ),
  },
];

/** The amounts shown even at zero: what every ticket adds up to. */
const alwaysShown: readonly (keyof TicketDetail)[] = ['SubTotalAmount', 'TaxAmount', 'TotalAmount'];

/** Whether a field has something to show: text not blank, an amount not zero (but the totals), a known status. */
function hasValue(detail: TicketDetail, field: DetailGroup['fields'][number]): boolean {
  const value = detail[field.name];
  if (value === null || value === undefined) return false;
  if (field.kind === 'money') return value !== 0 || alwaysShown.includes(field.name);
  if (field.kind === 'orderStatus') return orderStatusName(value as number) !== null;
  return String(value).trim() !== '';
}

/**
 * The groups of a ticket with the fields that have a value; company view leaves the customer's
 * fields out (`customerFields`, docs/decisions.md "Company view") even if an answer carried them.
 * A group with nothing to show is left out.
 */
export function shownGroups(detail: TicketDetail, companyView: boolean): DetailGroup[] {
  const hidden: readonly string[] = companyView ? customerFields : [];
  return detailGroups
    .map((g) => ({ ...g, fields: g.fields.filter((f) => !hidden.includes(f.name) && hasValue(detail, f)) }))
    .filter((g) => g.fields.length > 0);
}
