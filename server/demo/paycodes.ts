import { AlertDefinition, type AlertEntry, entriesForSave } from '../../src/domain/alertConfiguration';
import { PayCodeType, type PayCodeTypeCode } from '../../src/domain/payCode';
import type { Queryable } from '../db/db';
import { saveAlertEntries } from '../db/queries/alertConfigurations';

/**
 * The demo merchants' pay-in/out reason codes and alert configurations (3-settings-and-employees.md
 * §3, §4). A POS pay-in or pay-out carries its code's description as its reason (docs/decisions.md):
 * the demo tickets take their reasons from these codes (tickets.ts), so the non-sales revenue report's
 * pay-in reasons are the codes of the list. SAFEDROP, the system code, is not demo data: every
 * merchant has it (migration 028).
 */
interface DemoPayCode {
  name: string;
  description: string;
  type: PayCodeTypeCode;
}

const payCodes: readonly DemoPayCode[] = [
  { name: 'CHANGEFUND', description: 'Change fund', type: PayCodeType.PayIn },
  { name: 'PETTYCASH', description: 'Petty cash returned', type: PayCodeType.PayIn },
  { name: 'FLOAT', description: 'Register float', type: PayCodeType.PayIn },
  { name: 'SUPPLIES', description: 'Supplies', type: PayCodeType.PayOut },
  { name: 'DRIVERTIP', description: 'Delivery driver tip', type: PayCodeType.PayOut },
  { name: 'PRODUCE', description: 'Produce vendor', type: PayCodeType.PayOut },
  { name: 'ICE', description: 'Ice delivery', type: PayCodeType.PayOut },
];

/** The reasons of the demo tickets' pay-ins and pay-outs: the codes' descriptions. */
export const demoPayInReasons = payCodes
  .filter((c) => c.type === PayCodeType.PayIn)
  .map((c) => c.description);
export const demoPayOutReasons = payCodes
  .filter((c) => c.type === PayCodeType.PayOut)
  .map((c) => c.description);

/** Harbor Downtown and Uptown watch their sales and discounts; the other stores never saved theirs. */
const storeAlerts: Record<number, Partial<AlertEntry>[]> = {
  2001: [
    { AlertDefinitionId: AlertDefinition.Sales, SubscriptionStatus: 1, PercentThreshold: 10 },
    { AlertDefinitionId: AlertDefinition.Discount, SubscriptionStatus: 1, PercentThreshold: 15 },
    { AlertDefinitionId: AlertDefinition.Marketing, SubscriptionStatus: 1 },
  ],
  2002: [{ AlertDefinitionId: AlertDefinition.PriceOverride, SubscriptionStatus: 1, PercentThreshold: 5 }],
};

export async function seedPayCodesAndAlerts(db: Queryable, merchantIds: readonly number[], now: Date) {
  for (const merchantId of merchantIds)
    for (const c of payCodes)
      await db.query(
        'insert into pay_in_out_reason_codes (merchant_id, name, description, type) values ($1, $2, $3, $4)',
        [merchantId, c.name, c.description, c.type],
      );
  for (const [storeId, entries] of Object.entries(storeAlerts)) {
    await db.query('insert into store_alert_configurations (store_id, concurrency_checksum) values ($1, 0)', [
      Number(storeId),
    ]);
    await saveAlertEntries(db, Number(storeId), entriesForSave(entries as AlertEntry[]), now);
  }
}
