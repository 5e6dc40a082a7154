import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  availableTypesOf,
  mayChangePayCode,
  type PayCodeForm,
  type PayCodeListAnswer,
  type PayCodeTypeCode,
  type PayInOutReasonCode,
  payCodeForSave,
  payCodeListBodyOfForm,
  payCodeListFormSchema,
  payCodeListSchema,
  payCodeSchema,
} from '../../src/domain/payCode';
import { isStale, nameKey } from '../../src/domain/validation';
import { isCompanyViewOfSites } from '../../src/domain/viewLevel';
import { requireRoute } from '../auth/routeAccess';
import { isUniqueViolation, type Queryable } from '../db/db';
import {
  insertPayCode,
  type PayCodeSqlRow,
  payCodeById,
  payCodeNameUsed,
  payCodePage,
  updatePayCode,
} from '../db/queries/payCodes';
import { readBody, readForm, validate } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { declaresForm } from '../http/security';

/**
 * Pay-in/out reason codes (3-settings-and-employees.md §4, §5, §6, §7; docs/api.md "Pay codes and
 * alerts"): the list, Insert and Update (the soft delete is an Update with IsDeleted). The codes are
 * the session's merchant's: another merchant's id is not found. Writes are refused in a company view
 * of several sites (§6), check the schema of src/domain/payCode.ts, the name's uniqueness under the
 * transaction (and the unique index), the system code's lock, and the ConcurrencyChecksum (409).
 */
export const payInOutReasonCodes = new Hono<AppEnv>();

const route = requireRoute('/settings/paycodes');

function rowOf(r: PayCodeSqlRow): PayInOutReasonCode {
  return {
    ReasonCodeId: r.reason_code_id,
    Name: r.name,
    Description: r.description,
    Type: r.type as PayCodeTypeCode,
    IsDeleted: r.is_deleted,
    IsSystem: r.is_system,
    MerchantId: r.merchant_id,
    AvailableReasonCodeTypes: [...availableTypesOf(r.name)],
    ConcurrencyChecksum: r.concurrency_checksum,
  };
}

/** §6: a company view of several sites only reads the codes. */
function mayEdit(c: Context<AppEnv>): boolean {
  const { storeId, data } = c.var.access;
  return !isCompanyViewOfSites({ storeId, activeStoreCount: data.activeStoreCount });
}

/** The list's request: §7's form (page, start, limit, sort, isAjaxRequest) or the contract's paging body (JSON). */
async function listRequest(c: Context<AppEnv>) {
  if (!declaresForm(c)) return readBody(c, payCodeListSchema);
  const form = await readForm(c, payCodeListFormSchema);
  return validate(payCodeListSchema, payCodeListBodyOfForm(form));
}

payInOutReasonCodes.post('/PayInOutReasonCodes/GetAll', route, async (c) => {
  const paging = await listRequest(c);
  const page = await payCodePage(c.var.deps.db, c.var.access.merchantId, paging.SearchArg, paging);
  const answer: PayCodeListAnswer = {
    IsSuccessful: true,
    ResultSet: page.rows.map(rowOf),
    TotalRowCount: page.total,
    MayEdit: mayEdit(c),
  };
  return c.json(answer);
});

const nameExists = () => new ApiError(400, 'PayCode.NameExists', { Field: 'Name' });

/** The body of a write, its name free (§5) under the transaction; a race ends at the unique index. */
async function write<T>(
  c: Context<AppEnv>,
  run: (tx: Queryable, body: PayCodeForm) => Promise<T>,
): Promise<T> {
  if (!mayEdit(c)) throw Errors.forbidden('PayCode.CompanyView');
  const body = payCodeForSave(await readBody(c, payCodeSchema));
  const { merchantId } = c.var.access;
  try {
    return await c.var.deps.db.transaction(async (tx) => {
      if (!body.IsDeleted && (await payCodeNameUsed(tx, merchantId, nameKey(body.Name), body.ReasonCodeId)))
        throw nameExists();
      return run(tx, body);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists();
    throw err;
  }
}

payInOutReasonCodes.post('/PayInOutReasonCodes/Insert', route, async (c) => {
  const { merchantId } = c.var.access;
  const saved = await write(c, async (tx, body) => {
    if (body.ReasonCodeId !== 0) throw new ApiError(400, 'PayCode.InsertWithId', { Field: 'ReasonCodeId' });
    if (body.IsDeleted) throw new ApiError(400, 'PayCode.InsertDeleted', { Field: 'IsDeleted' });
    const id = await insertPayCode(tx, merchantId, body);
    return payCodeById(tx, merchantId, id);
  });
  if (!saved) throw Errors.notFound('PayCode.NotFound');
  return c.json(ok(rowOf(saved)));
});

payInOutReasonCodes.post('/PayInOutReasonCodes/Update', route, async (c) => {
  const { merchantId } = c.var.access;
  const { clock } = c.var.deps;
  const saved = await write(c, async (tx, body) => {
    const before = await payCodeById(tx, merchantId, body.ReasonCodeId, true);
    if (!before) throw Errors.notFound('PayCode.NotFound');
    if (!mayChangePayCode({ IsSystem: before.is_system }))
      throw new ApiError(400, 'PayCode.SystemCode', { Field: 'Name' });
    if (isStale(before.concurrency_checksum, body.ConcurrencyChecksum))
      throw Errors.conflict('PayCode.StaleChecksum');
    await updatePayCode(tx, merchantId, body, clock.now());
    return body.IsDeleted ? null : payCodeById(tx, merchantId, body.ReasonCodeId);
  });
  return c.json(saved ? ok(rowOf(saved)) : ok());
});
