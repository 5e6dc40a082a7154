import {
  defaultScheduleEnforcement,
  type ScheduleEnforcement,
} from '../../../src/domain/scheduleEnforcement';
import { one, type Queryable } from '../db';

interface ScheduleEnforcementRow {
  [key: string]: unknown;
  merchant_id: number;
  store_id: number;
  is_clock_in_enforcement_enabled: boolean;
  clock_in_lower_limit: number;
  clock_in_upper_limit: number;
  is_clock_out_enforcement_enabled: boolean;
  clock_out_lower_limit: number;
  clock_out_upper_limit: number;
  is_unscheduled_shift_approval_required: boolean;
  last_modified_user_code: string | null;
  concurrency_checksum: number;
}

const COLUMNS = `merchant_id, store_id, is_clock_in_enforcement_enabled, clock_in_lower_limit, clock_in_upper_limit,
  is_clock_out_enforcement_enabled, clock_out_lower_limit, clock_out_upper_limit,
  is_unscheduled_shift_approval_required, last_modified_user_code, concurrency_checksum`;

function entityOf(row: ScheduleEnforcementRow): ScheduleEnforcement {
  return {
    merchantId: row.merchant_id,
    storeId: row.store_id,
    isClockInEnforcementEnabled: row.is_clock_in_enforcement_enabled,
    clockInLowerLimit: row.clock_in_lower_limit,
    clockInUpperLimit: row.clock_in_upper_limit,
    isClockOutEnforcementEnabled: row.is_clock_out_enforcement_enabled,
    clockOutLowerLimit: row.clock_out_lower_limit,
    clockOutUpperLimit: row.clock_out_upper_limit,
    isUnScheduledShiftApprovalRequired: row.is_unscheduled_shift_approval_required,
    lastModifiedUserCode: row.last_modified_user_code,
    concurrencyChecksum: row.concurrency_checksum,
  };
}

/** The store's schedule enforcement (the merchant's store only), or the defaults when never saved. */
export async function scheduleEnforcementOf(
  db: Queryable,
  merchantId: number,
  storeId: number,
): Promise<ScheduleEnforcement> {
  const row = await one<ScheduleEnforcementRow>(
    db,
    `select ${COLUMNS} from schedule_enforcement where merchant_id = $1 and store_id = $2`,
    [merchantId, storeId],
  );
  return row ? entityOf(row) : defaultScheduleEnforcement(merchantId, storeId);
}

/** Writes the enforcement and moves the checksum on (the caller has checked it under lock). */
export async function updateScheduleEnforcement(
  tx: Queryable,
  body: ScheduleEnforcement,
  userCode: string,
): Promise<ScheduleEnforcement> {
  const [row] = await tx.query<ScheduleEnforcementRow>(
    `update schedule_enforcement set is_clock_in_enforcement_enabled = $3, clock_in_lower_limit = $4,
       clock_in_upper_limit = $5, is_clock_out_enforcement_enabled = $6, clock_out_lower_limit = $7,
       clock_out_upper_limit = $8, is_unscheduled_shift_approval_required = $9, last_modified_user_code = $10,
       updated_at = now(), concurrency_checksum = concurrency_checksum + 1
     where merchant_id = $1 and store_id = $2 returning ${COLUMNS}`,
    [
      body.merchantId,
      body.storeId,
      body.isClockInEnforcementEnabled,
      body.clockInLowerLimit,
      body.clockInUpperLimit,
      body.isClockOutEnforcementEnabled,
      body.clockOutLowerLimit,
      body.clockOutUpperLimit,
      body.isUnScheduledShiftApprovalRequired,
      userCode,
    ],
  );
  return entityOf(row);
}
