import type { Queryable } from '../db/db';
import { savedLimit } from '../../src/domain/scheduleEnforcement';

/**
 * The demo's security controls and schedule enforcement (3-settings-and-employees.md §3): Harbor
 * Bistro's busy stores limit open checks and refunds and enforce clock-in, the pier (a seasonal
 * kiosk) limits deleted tickets and enforces clock-out too, Corner Market limits clear items. The
 * other stores have the defaults (no row). Deterministic: fixed rows.
 */
interface DemoSecurity {
  storeId: number;
  merchantId: number;
  openChecks?: number;
  clearItems?: number;
  deleteTickets?: number;
  refund?: { ticket: number | null; shift: number | null };
  userPermission: boolean;
}

interface DemoSchedule {
  storeId: number;
  merchantId: number;
  /** Slider values (§4): [lower, upper], null when the check is off (the default -5..5). */
  clockIn: [number, number] | null;
  clockOut: [number, number] | null;
  approval: boolean;
}

const security: DemoSecurity[] = [
  {
    storeId: 2001,
    merchantId: 1001,
    openChecks: 25,
    refund: { ticket: 150, shift: 500 },
    userPermission: true,
  },
  {
    storeId: 2002,
    merchantId: 1001,
    openChecks: 15,
    refund: { ticket: 100, shift: null },
    userPermission: true,
  },
  { storeId: 2006, merchantId: 1001, deleteTickets: 3, userPermission: false },
  {
    storeId: 2201,
    merchantId: 1003,
    clearItems: 10,
    refund: { ticket: null, shift: 250 },
    userPermission: true,
  },
];

const schedules: DemoSchedule[] = [
  { storeId: 2001, merchantId: 1001, clockIn: [-15, 10], clockOut: null, approval: true },
  { storeId: 2002, merchantId: 1001, clockIn: [-10, 10], clockOut: null, approval: true },
  { storeId: 2006, merchantId: 1001, clockIn: [-20, 5], clockOut: [-5, 20], approval: false },
  { storeId: 2201, merchantId: 1003, clockIn: [-10, 15], clockOut: null, approval: false },
];

export async function seedSecurity(tx: Queryable): Promise<void> {
  for (const s of security) {
    await tx.query(
      `insert into security_controls (store_id, merchant_id, is_limit_checks_enabled, is_limit_clear_items_enabled,
         is_limit_delete_tickets_enabled, is_limit_max_refund_amount_enabled, is_limit_user_permission_enabled,
         max_open_checks, max_clear_items, max_delete_tickets, max_ticket_amount, max_shift_amount)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        s.storeId,
        s.merchantId,
        s.openChecks !== undefined,
        s.clearItems !== undefined,
        s.deleteTickets !== undefined,
        s.refund !== undefined,
        s.userPermission,
        s.openChecks ?? null,
        s.clearItems ?? null,
        s.deleteTickets ?? null,
        s.refund?.ticket ?? null,
        s.refund?.shift ?? null,
      ],
    );
  }
  const [offLower, offUpper] = [savedLimit(-5), savedLimit(5)];
  for (const s of schedules) {
    await tx.query(
      `insert into schedule_enforcement (store_id, merchant_id, is_clock_in_enforcement_enabled, clock_in_lower_limit,
         clock_in_upper_limit, is_clock_out_enforcement_enabled, clock_out_lower_limit, clock_out_upper_limit,
         is_unscheduled_shift_approval_required, last_modified_user_code)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'owner')`,
      [
        s.storeId,
        s.merchantId,
        s.clockIn !== null,
        s.clockIn ? savedLimit(s.clockIn[0]) : offLower,
        s.clockIn ? savedLimit(s.clockIn[1]) : offUpper,
        s.clockOut !== null,
        s.clockOut ? savedLimit(s.clockOut[0]) : offLower,
        s.clockOut ? savedLimit(s.clockOut[1]) : offUpper,
        s.approval,
      ],
    );
  }
}
