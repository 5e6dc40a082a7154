import { hashPassword } from '../auth/password';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import {
  demoEulas,
  demoMerchantLinks,
  demoMerchants,
  demoNotifications,
  demoStores,
  demoUsers,
  DEMO_PASSWORD,
} from './accounts';
import { seedBilling } from './billing';
import { seedCompanies } from './company';
import { seedDiscounts } from './discounts';
import { seedEmployees } from './employees';
import { seedHistory } from './history';
import { seedChargeItems } from './charges';
import { seedLoyalty } from './loyalty';
import { seedSecurity } from './security';
import { seedRevenueCenters } from './revenue';
import { menuOf, seedMenu } from './menu';
import { seedPayCodesAndAlerts } from './paycodes';
import { uuidFrom } from './rng';
import { seedStoreSettings } from './store';
import { generateTickets } from './tickets';

export const DEMO_SEED = 20261121;
export const DEMO_TICKET_DAYS = 400;
export const DEMO_TICKETS_PER_STORE = 10_000;

/** True when the database holds no merchant yet (the moment to seed demo data). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from merchants');
  return rows[0].n === 0;
}

const DAY_MS = 86_400_000;

/**
 * Seeds the demo merchants, stores, users, menus and tickets (deterministic for the seed and the
 * date); without `tickets`, everything but the POS tickets (a test database for what reads no figures).
 */
export async function seedDemo(
  db: Db,
  clock: Clock,
  configuredPinSecret: string | null = null,
  { tickets = true }: { tickets?: boolean } = {},
): Promise<void> {
  const now = clock.now();
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    await tx.query(
      "insert into resellers (reseller_id, name) values (1, 'Backroom'), (10000, 'Reseller 10000'), (10004, 'Reseller 10004'), (10017, 'Maple Bank')",
    );
    for (const e of demoEulas) {
      await tx.query('insert into eulas (eula_id, file_name, title) values ($1, $2, $3)', [
        e.id,
        e.file,
        e.title,
      ]);
    }
    for (const m of demoMerchants) {
      await tx.query(
        `insert into merchants (merchant_id, name, reseller_id, product_mode, credit_gateway, customer_care, status_code, feature_ids, flags)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          m.id,
          m.name,
          m.resellerId,
          m.productMode,
          m.creditGateway,
          m.customerCare,
          m.status,
          m.featureIds,
          JSON.stringify(m.flags),
        ],
      );
    }
    for (const s of demoStores) {
      const due =
        s.paymentDueInDays === undefined ? null : new Date(now.getTime() + s.paymentDueInDays * DAY_MS);
      await tx.query(
        `insert into stores (store_id, merchant_id, store_code, name, status_code, is_deleted, has_first_run, payment_due_date,
           time_zone)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          s.id,
          s.merchantId,
          s.code,
          s.name,
          s.status,
          s.isDeleted ?? false,
          s.hasFirstRun ?? true,
          due?.toISOString().slice(0, 10) ?? null,
          s.timeZone,
        ],
      );
    }
    let n = 0;
    for (const u of demoUsers) {
      n += 1;
      const merchant = demoMerchants.find((m) => m.id === u.merchantId);
      const [row] = await tx.query<{ user_id: number }>(
        `insert into users (membership_user_id, pos_user_id, username, email, full_name, password_hash, merchant_id, silver_role,
           is_company_user, is_account_manager, merchant_user_role_id, user_role_rank, role_has_features, is_approved, is_locked,
           must_change_password, pending_eula_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning user_id`,
        [
          uuidFrom(n),
          500 + n,
          u.username,
          `${u.username}@example.com`,
          u.fullName,
          hashes[n - 1],
          u.merchantId ?? null,
          u.role ?? null,
          u.company ?? false,
          u.accountManager ?? false,
          u.merchantUserRoleId ?? (u.merchantId ? 2 : null),
          1,
          !u.noFeature,
          !u.notApproved,
          u.locked ?? false,
          u.mustChangePassword ?? false,
          u.pendingEula ? (merchant?.resellerId === 10017 ? 2 : 1) : null,
        ],
      );
      for (const storeId of u.stores ?? []) {
        await tx.query('insert into user_stores (user_id, store_id) values ($1, $2)', [row.user_id, storeId]);
      }
      for (const merchantId of demoMerchantLinks[u.username] ?? []) {
        await tx.query('insert into user_merchants (user_id, merchant_id) values ($1, $2)', [
          row.user_id,
          merchantId,
        ]);
      }
    }
    await seedBilling(tx, now);
    for (const n of demoNotifications) {
      await tx.query(
        `insert into notifications (merchant_id, title, description, messages, starts_at, ends_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          n.merchantId,
          n.title,
          n.description,
          JSON.stringify(n.messages),
          new Date(now.getTime() - n.startsDaysBefore * DAY_MS),
          new Date(now.getTime() + n.endsDaysAfter * DAY_MS),
        ],
      );
    }
    for (const m of demoMerchants) {
      const storeIds = demoStores.filter((s) => s.merchantId === m.id).map((s) => s.id);
      await seedMenu(tx, m.id, storeIds);
      await seedDiscounts(tx, m.id, storeIds);
      await seedRevenueCenters(tx, m.id, storeIds);
      const live = demoStores.filter((s) => s.merchantId === m.id && !s.isDeleted).map((s) => s.id);
      if (tickets)
        await generateTickets(tx, {
          merchantId: m.id,
          storeIds: live,
          count: DEMO_TICKETS_PER_STORE * live.length,
          days: DEMO_TICKET_DAYS,
          endDate: now,
          seed: DEMO_SEED + m.id,
          shape: menuOf[m.id].dayShape,
        });
    }
    await seedLoyalty(tx);
    await seedChargeItems(tx);
    await seedEmployees(tx, now, configuredPinSecret);
    await seedHistory(tx, now);
    await seedPayCodesAndAlerts(
      tx,
      demoMerchants.map((m) => m.id),
      now,
    );
    await seedSecurity(tx);
    await seedStoreSettings(tx);
    await seedCompanies(tx, now);
  });
}
