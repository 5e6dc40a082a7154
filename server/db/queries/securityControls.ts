import {
  defaultSecurityControls,
  type SecurityControls,
  type SecurityControlsBody,
} from '../../../src/domain/securityControls';
import { one, type Queryable } from '../db';

interface SecurityControlsRow {
  [key: string]: unknown;
  store_id: number;
  is_limit_checks_enabled: boolean;
  is_limit_clear_items_enabled: boolean;
  is_limit_delete_tickets_enabled: boolean;
  is_limit_max_refund_amount_enabled: boolean;
  is_limit_user_permission_enabled: boolean;
  max_open_checks: number | null;
  max_clear_items: number | null;
  max_delete_tickets: number | null;
  max_ticket_amount: number | null;
  max_shift_amount: number | null;
  concurrency_checksum: number;
}

const COLUMNS = `store_id, is_limit_checks_enabled, is_limit_clear_items_enabled, is_limit_delete_tickets_enabled,
  is_limit_max_refund_amount_enabled, is_limit_user_permission_enabled, max_open_checks, max_clear_items,
  max_delete_tickets, max_ticket_amount::float8 as max_ticket_amount, max_shift_amount::float8 as max_shift_amount,
  concurrency_checksum`;

function entityOf(row: SecurityControlsRow): SecurityControls {
  return {
    StoreId: row.store_id,
    IsLimitChecksEnabled: row.is_limit_checks_enabled,
    IsLimitClearItemsEnabled: row.is_limit_clear_items_enabled,
    IsLimitDeleteTicketsEnabled: row.is_limit_delete_tickets_enabled,
    IsLimitMaxRefundAmountEnabled: row.is_limit_max_refund_amount_enabled,
    IsLimitUserPermissionEnabled: row.is_limit_user_permission_enabled,
    MaxOpenChecks: row.max_open_checks,
    MaxClearItems: row.max_clear_items,
    MaxDeleteTickets: row.max_delete_tickets,
    MaxTicketAmount: row.max_ticket_amount,
    MaxShiftAmount: row.max_shift_amount,
    IsTicketAmountEnabled: row.max_ticket_amount !== null,
    IsShiftAmountEnabled: row.max_shift_amount !== null,
    ConcurrencyChecksum: row.concurrency_checksum,
  };
}

/** The store's security controls (the merchant's store only), or the defaults when never saved. */
export async function securityControlsOf(
  db: Queryable,
  merchantId: number,
  storeId: number,
): Promise<SecurityControls> {
  const row = await one<SecurityControlsRow>(
    db,
    `select ${COLUMNS} from security_controls where merchant_id = $1 and store_id = $2`,
    [merchantId, storeId],
  );
  return row ? entityOf(row) : defaultSecurityControls(storeId);
}

/** Writes the controls and moves the checksum on (the caller has checked it under lock). */
export async function updateSecurityControls(
  tx: Queryable,
  merchantId: number,
  storeId: number,
  body: SecurityControlsBody,
  userId: number,
): Promise<SecurityControls> {
  const [row] = await tx.query<SecurityControlsRow>(
    `update security_controls set is_limit_checks_enabled = $3, is_limit_clear_items_enabled = $4,
       is_limit_delete_tickets_enabled = $5, is_limit_max_refund_amount_enabled = $6,
       is_limit_user_permission_enabled = $7, max_open_checks = $8, max_clear_items = $9, max_delete_tickets = $10,
       max_ticket_amount = $11, max_shift_amount = $12, updated_by = $13, updated_at = now(),
       concurrency_checksum = concurrency_checksum + 1
     where merchant_id = $1 and store_id = $2 returning ${COLUMNS}`,
    [
      merchantId,
      storeId,
      body.IsLimitChecksEnabled,
      body.IsLimitClearItemsEnabled,
      body.IsLimitDeleteTicketsEnabled,
      body.IsLimitMaxRefundAmountEnabled,
      body.IsLimitUserPermissionEnabled,
      body.MaxOpenChecks,
      body.MaxClearItems,
      body.MaxDeleteTickets,
      body.MaxTicketAmount,
      body.MaxShiftAmount,
      userId,
    ],
  );
  return entityOf(row);
}
