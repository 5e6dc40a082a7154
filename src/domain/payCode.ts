import { pagedListSchema } from './paging';
import {
  concurrencyChecksum,
  flag,
  id,
  integer,
  nameKey,
  number,
  text,
  visibleText,
  yup,
} from './validation';

/**
 * Pay-in/out reason codes (3-settings-and-employees.md §3 "Pay-in/out reason code", §4 "Pay codes",
 * §5 "Pay code", §7 "Pay-in/out", §9): the merchant's reasons a POS pay-in or pay-out is made for.
 * The rules live here once, for the portal's list and modal and for the server's writes.
 */

/** §9: name at most 10 characters, description at most 30. */
export const PAY_CODE_NAME_MAX = 10;
export const PAY_CODE_DESCRIPTION_MAX = 30;

/** §3: Type 0 = pay-out, 1 = pay-in. */
export const PayCodeType = { PayOut: 0, PayIn: 1 } as const;
export type PayCodeTypeCode = (typeof PayCodeType)[keyof typeof PayCodeType];
export const payCodeTypes: readonly PayCodeTypeCode[] = [PayCodeType.PayOut, PayCodeType.PayIn];

/** The catalogue key of a type's name. */
export function payCodeTypeKey(type: PayCodeTypeCode): 'PayCode.TypePayIn' | 'PayCode.TypePayOut' {
  return type === PayCodeType.PayIn ? 'PayCode.TypePayIn' : 'PayCode.TypePayOut';
}

/** §4: the system code every merchant has; it cannot be edited or deleted, and it is a pay-out. */
export const SAFEDROP = 'SAFEDROP';

export function isSafedrop(name: string): boolean {
  return nameKey(name) === nameKey(SAFEDROP);
}

/** §5: SAFEDROP can only be a pay-out; any other code is either. */
export function availableTypesOf(name: string): readonly PayCodeTypeCode[] {
  return isSafedrop(name) ? [PayCodeType.PayOut] : payCodeTypes;
}

/** §4: the system code is neither edited nor deleted. */
export function mayChangePayCode(code: { IsSystem: boolean }): boolean {
  return !code.IsSystem;
}

/** A reason code as GetAll answers it (§3), with its ConcurrencyChecksum (others may change it). */
export interface PayInOutReasonCode {
  ReasonCodeId: number;
  Name: string;
  Description: string;
  Type: PayCodeTypeCode;
  IsDeleted: boolean;
  IsSystem: boolean;
  MerchantId: number;
  AvailableReasonCodeTypes: PayCodeTypeCode[];
  ConcurrencyChecksum: number;
}

/** GetAll's answer: the page, and whether this view may add and edit (§6: not in company view). */
export interface PayCodeListAnswer {
  IsSuccessful: boolean;
  ResultSet: PayInOutReasonCode[];
  TotalRowCount: number;
  MayEdit: boolean;
}

const blank = (v: string | null | undefined) => v != null && v.trim().length === 0;

/** §5: required, not blank, at most 10 characters, no invisible characters. */
const nameSchema = visibleText()
  .required('PayCode.NameRequired')
  .test('not-blank', 'PayCode.NameBlank', (v) => !blank(v))
  .max(PAY_CODE_NAME_MAX, 'PayCode.NameLength');

/**
 * Insert and Update's body and the modal's form (§3, §5, §7): the reason-code fields. IsDeleted true
 * is the soft delete (§4). IsSystem and MerchantId are the server's: a body's are ignored.
 */
export const payCodeSchema = yup.object({
  ReasonCodeId: id().required(),
  Name: nameSchema,
  Description: text()
    .required('PayCode.DescriptionRequired')
    .test('not-blank', 'PayCode.DescriptionRequired', (v) => !blank(v))
    .max(PAY_CODE_DESCRIPTION_MAX, 'PayCode.DescriptionLength'),
  Type: number()
    .nullable()
    .required('PayCode.TypeRequired')
    .oneOf([...payCodeTypes], 'PayCode.TypeRequired')
    .test('safedrop-pay-out', 'PayCode.SafedropPayOut', function (type) {
      const name: unknown = this.parent.Name;
      return (
        typeof name !== 'string' || type == null || availableTypesOf(name).includes(type as PayCodeTypeCode)
      );
    }) as unknown as yup.NumberSchema<PayCodeTypeCode>,
  IsDeleted: flag().default(false),
  ConcurrencyChecksum: concurrencyChecksum(),
});
export type PayCodeForm = yup.InferType<typeof payCodeSchema>;

/** A new code's form: a pay-out by default. */
export function newPayCodeForm(): PayCodeForm {
  return {
    ReasonCodeId: 0,
    Name: '',
    Description: '',
    Type: PayCodeType.PayOut,
    IsDeleted: false,
    ConcurrencyChecksum: 0,
  };
}

/** The form of an existing code. */
export function payCodeFormOf(code: PayInOutReasonCode): PayCodeForm {
  return {
    ReasonCodeId: code.ReasonCodeId,
    Name: code.Name,
    Description: code.Description,
    Type: code.Type,
    IsDeleted: false,
    ConcurrencyChecksum: code.ConcurrencyChecksum,
  };
}

/** §4: the soft delete is an update of the code with IsDeleted set. */
export function payCodeDeletionOf(code: PayInOutReasonCode): PayCodeForm {
  return { ...payCodeFormOf(code), IsDeleted: true };
}

/** What the server keeps of a name and a description: trimmed. */
export function payCodeForSave(form: PayCodeForm): PayCodeForm {
  return { ...form, Name: form.Name.trim(), Description: form.Description.trim() };
}

// ---- the list (§2, §7, §9) ------------------------------------------------------------------------

export const payCodePaths = {
  list: 'PayInOutReasonCodes/GetAll',
  insert: 'PayInOutReasonCodes/Insert',
  update: 'PayInOutReasonCodes/Update',
} as const;

/** The columns the list may be sorted by (the system code always first, §7: IsSystem descending). */
export const PAY_CODE_SORT = ['name', 'description', 'type'] as const;
export type PayCodeSort = (typeof PAY_CODE_SORT)[number];

export const payCodeListDefaults = {
  sort: { columnId: 'name' satisfies PayCodeSort, direction: 'asc' as const },
  sortable: PAY_CODE_SORT,
};

/** GetAll's body: the contract's paging with the sort allow-list, searched in name and description. */
export const payCodeListSchema = pagedListSchema(PAY_CODE_SORT);

/** §9: the list asks for up to 9999 codes. */
export const PAY_CODE_LIST_LIMIT = 9999;

/** The properties a form-encoded sort may name, and the list's column of each (IsSystem: always first). */
const FORM_SORT_COLUMNS: Readonly<Record<string, PayCodeSort | null>> = {
  IsSystem: null,
  Name: 'name',
  Description: 'description',
  Type: 'type',
};

/**
 * The sort of §7's form-encoded request: a JSON list of `{property, direction}` (direction ASC or
 * DESC, any case). The first property other than IsSystem chooses the column (the system code is
 * first whatever the list says); null when the text is not such a list or names another property.
 */
export function payCodeSortOfForm(
  sort: string,
): { SortColumn: PayCodeSort | null; SortDirection: 'asc' | 'desc' } | null {
  let list: unknown;
  try {
    list = JSON.parse(sort);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  let chosen: { SortColumn: PayCodeSort | null; SortDirection: 'asc' | 'desc' } = {
    SortColumn: null,
    SortDirection: 'asc',
  };
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { property, direction = 'ASC' } = entry as Record<string, unknown>;
    if (typeof property !== 'string' || !Object.hasOwn(FORM_SORT_COLUMNS, property)) return null;
    if (typeof direction !== 'string' || !/^(asc|desc)$/i.test(direction)) return null;
    const column = FORM_SORT_COLUMNS[property];
    if (column && chosen.SortColumn === null)
      chosen = { SortColumn: column, SortDirection: direction.toLowerCase() as 'asc' | 'desc' };
  }
  return chosen;
}

/**
 * GetAll's form-encoded request (§7: page, start, limit, sort, isAjaxRequest), as a query string's
 * fields are typed (digits for the numbers, true/false for the flag). `page` and `limit` choose the
 * page; `start` (the first row's offset) and `isAjaxRequest` are accepted.
 */
export const payCodeListFormSchema = yup.object({
  page: integer().min(1).default(1),
  start: integer().min(0).default(0),
  limit: integer().min(1).max(PAY_CODE_LIST_LIMIT).default(PAY_CODE_LIST_LIMIT),
  sort: text()
    .default('[]')
    .test('sort', 'Validation.SortColumn', (v) => v == null || payCodeSortOfForm(v) !== null),
  isAjaxRequest: flag().default(true),
});

/** The contract's paging body of a form-encoded request (then read with payCodeListSchema). */
export function payCodeListBodyOfForm(form: yup.InferType<typeof payCodeListFormSchema>) {
  return {
    PageRowCount: form.limit,
    RequestedPageNum: form.page,
    ...payCodeSortOfForm(form.sort),
  };
}
