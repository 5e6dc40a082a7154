import type { PayCodeForm, PayCodeSort } from '../../../src/domain/payCode';
import type { Queryable } from '../db';
import { type Page, type PageRequest, pagedQuery } from '../paged';

/**
 * Pay-in/out reason codes (3-settings-and-employees.md §3, §4): the merchant's live codes (a
 * soft-deleted one is never listed, read or changed again). Every query is scoped by the merchant.
 */

export interface PayCodeSqlRow {
  [key: string]: unknown;
  reason_code_id: number;
  merchant_id: number;
  name: string;
  description: string;
  type: number;
  is_system: boolean;
  is_deleted: boolean;
  concurrency_checksum: number;
}

const SELECT = `c.reason_code_id, c.merchant_id, c.name, c.description, c.type::int as type, c.is_system,
  c.is_deleted, c.concurrency_checksum`;

/**
 * A page of the merchant's live codes, searched in name and description: the system code first
 * (§7: IsSystem descending), then the requested sort; the id breaks ties.
 */
export function payCodePage(
  db: Queryable,
  merchantId: number,
  search: string,
  page: PageRequest<PayCodeSort>,
): Promise<Page<PayCodeSqlRow>> {
  return pagedQuery<PayCodeSqlRow, PayCodeSort>(
    db,
    {
      select: SELECT,
      from: 'pay_in_out_reason_codes c',
      where: `c.merchant_id = $1 and not c.is_deleted
        and ($2::text = '' or strpos(lower(c.name), lower($2::text)) > 0
          or strpos(lower(c.description), lower($2::text)) > 0)`,
      params: [merchantId, search],
      sortable: {
        name: 'c.is_system desc, lower(c.name)',
        description: 'c.is_system desc, lower(c.description)',
        type: 'c.is_system desc, c.type',
      },
      id: 'c.reason_code_id',
    },
    page,
    'name',
  );
}

/** One live code of the merchant (locked for the write when `forUpdate`), or undefined. */
export async function payCodeById(
  db: Queryable,
  merchantId: number,
  id: number,
  forUpdate = false,
): Promise<PayCodeSqlRow | undefined> {
  const rows = await db.query<PayCodeSqlRow>(
    `select ${SELECT} from pay_in_out_reason_codes c
     where c.merchant_id = $1 and c.reason_code_id = $2 and not c.is_deleted${forUpdate ? ' for update' : ''}`,
    [merchantId, id],
  );
  return rows[0];
}

/** Whether another live code of the merchant has this name, whatever its case (§5). */
export async function payCodeNameUsed(
  db: Queryable,
  merchantId: number,
  nameKey: string,
  exceptId: number,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from pay_in_out_reason_codes
     where merchant_id = $1 and not is_deleted and lower(name) = $2 and reason_code_id <> $3`,
    [merchantId, nameKey, exceptId],
  );
  return rows.length > 0;
}

export async function insertPayCode(db: Queryable, merchantId: number, code: PayCodeForm): Promise<number> {
  const [row] = await db.query<{ reason_code_id: number }>(
    `insert into pay_in_out_reason_codes (merchant_id, name, description, type)
     values ($1, $2, $3, $4) returning reason_code_id`,
    [merchantId, code.Name, code.Description, code.Type],
  );
  return row.reason_code_id;
}

/** Changes a code (or soft-deletes it, §4) and moves its checksum on. */
export async function updatePayCode(
  db: Queryable,
  merchantId: number,
  code: PayCodeForm,
  now: Date,
): Promise<void> {
  await db.query(
    `update pay_in_out_reason_codes set name = $3, description = $4, type = $5, is_deleted = $6,
       concurrency_checksum = concurrency_checksum + 1, updated_at = $7
     where merchant_id = $1 and reason_code_id = $2`,
    [merchantId, code.ReasonCodeId, code.Name, code.Description, code.Type, code.IsDeleted, now],
  );
}
