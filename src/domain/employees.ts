/**
 * Employees and user roles (issue 10; 3-settings-and-employees §6; 1-foundation §6): the entity, the
 * form's yup schema and the rules, once. The portal validates and offers with these; the server
 * validates every write with the same schema and decides with the same rules. Messages are catalogue
 * keys (Employees.*).
 */
import { EMPLOYEE_SORT, USER_ROLE_SORT } from './employeeList';
import { pagedListSchema } from './paging';
import { formatPhone, isValidPhone, phoneCountryOf, phoneCountryOfContext } from './phone';
import { emptyOrEmailAddress, flag, id, requiredName, text, yup } from './validation';

// ---- constants ------------------------------------------------------------------------------------

export const EMPLOYEE_NAME_MAX = 30;
export const EMPLOYEE_EMAIL_MAX = 100;
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
/** An employee works at no more stores than this in one write. */
export const EMPLOYEE_STORES_MAX = 1000;

// ---- the entity -----------------------------------------------------------------------------------

/** A role of the merchant (merchant_user_roles): rank 1 is the highest (the owner). */
export interface UserRole {
  RoleId: number;
  Name: string;
  Rank: number;
}

/** A row of the user role list: the role and how many employees hold it. */
export interface UserRoleRow extends UserRole {
  EmployeeCount: number;
}

/** A row of the employee list: what the list shows and what its edit dialog starts from. */
export interface EmployeeRow {
  EmployeeId: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  RoleId: number;
  RoleName: string;
  RoleRank: number;
  IsActive: boolean;
  /** The stores the employee works at (of the caller's reach and beyond). */
  StoreIds: number[];
  /**
   * The last clock-in as the store's wall clock shows it (yyyy-MM-ddTHH:mm:ss, no offset: in the
   * time zone of the store it was punched at), null if never.
   */
  LastClockIn: string | null;
  /** Whether the caller may change this employee (their role at or below the caller's rank). */
  MayEdit: boolean;
  ConcurrencyChecksum: number;
}

/** What the screen decides with: the merchant's roles, the stores the caller may assign, their rank. */
export interface EmployeeMetadata {
  Roles: UserRole[];
  Stores: { StoreId: number; StoreName: string }[];
  /** The caller's rank; null for the provider's staff (they act for the merchant: any role). */
  AssignerRank: number | null;
  /** The session's store, null in a company view. */
  StoreId: number | null;
}

// ---- the rules ------------------------------------------------------------------------------------

/** A POS PIN: 4 to 6 digits, nothing else. */
export function isValidPin(pin: string): boolean {
  return new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`).test(pin);
}

/**
 * 3-settings §6: a role can be given only at or below the assigner's own rank (rank 1 is the
 * highest, so a role's rank number must be at least the assigner's). An assigner without a rank
 * (null: the provider's staff) may give any role.
 */
export function mayAssignRole(assignerRank: number | null, roleRank: number): boolean {
  return assignerRank === null || roleRank >= assignerRank;
}

/** The roles the role select offers: those at or below the assigner's rank, highest first. */
export function assignableRoles(roles: readonly UserRole[], assignerRank: number | null): UserRole[] {
  return roles
    .filter((r) => mayAssignRole(assignerRank, r.Rank))
    .sort((a, b) => a.Rank - b.Rank || a.Name.localeCompare(b.Name));
}

// ---- the form and the write bodies ----------------------------------------------------------------

const nameField = () => requiredName(EMPLOYEE_NAME_MAX, 'Employees.NameRequired', 'Employees.NameTooLong');

/** What the dialog and the writes carry (AddEmployee, UpdateEmployee). */
export const employeeSchema = yup.object({
  EmployeeId: id().required(),
  FirstName: nameField(),
  LastName: nameField(),
  Email: text({ trim: true })
    .max(EMPLOYEE_EMAIL_MAX, 'Employees.EmailInvalid')
    .test('email', 'Employees.EmailInvalid', emptyOrEmailAddress)
    .default(''),
  Phone: text({ trim: true })
    .default('')
    // a number of the store's country (the schema's context, phone.ts), or one typed with its code
    .test('phone', 'Employees.PhoneInvalid', function (v) {
      return v == null || v === '' || isValidPhone(v, phoneCountryOfContext(this.options.context));
    }),
  RoleId: id().min(1, 'Employees.RoleRequired').required('Employees.RoleRequired'),
  StoreIds: yup
    .array()
    .of(id().required())
    .min(1, 'Employees.StoresRequired')
    .max(EMPLOYEE_STORES_MAX, 'Employees.StoresInvalid')
    .default([])
    .required('Employees.StoresRequired') as unknown as yup.ArraySchema<
    number[],
    yup.AnyObject,
    number[],
    ''
  >,
  /** Required for a new employee; on an edit '' keeps the PIN. Never stored nor logged in clear. */
  Pin: text()
    .default('')
    .test('pin', 'Employees.PinInvalid', function (v) {
      const isNew = this.parent.EmployeeId === 0;
      if (v == null || v === '') return isNew ? this.createError({ message: 'Employees.PinRequired' }) : true;
      return isValidPin(v);
    }),
  ConcurrencyChecksum: id().default(0),
});
export type EmployeeForm = yup.InferType<typeof employeeSchema>;

/** A new employee's form: the session's store preselected. */
export function newEmployeeForm(storeId: number | null): EmployeeForm {
  return {
    EmployeeId: 0,
    FirstName: '',
    LastName: '',
    Email: '',
    Phone: '',
    RoleId: 0,
    StoreIds: storeId === null ? [] : [storeId],
    Pin: '',
    ConcurrencyChecksum: 0,
  };
}

/** The edit dialog's form of a listed employee (the PIN left blank: kept unless typed). */
export function employeeFormOf(row: EmployeeRow, countryId: number): EmployeeForm {
  return {
    EmployeeId: row.EmployeeId,
    FirstName: row.FirstName,
    LastName: row.LastName,
    Email: row.Email,
    Phone: formatPhone(row.Phone, phoneCountryOf(countryId)),
    RoleId: row.RoleId,
    StoreIds: [...row.StoreIds],
    Pin: '',
    ConcurrencyChecksum: row.ConcurrencyChecksum,
  };
}

/** Deactivate or reactivate (soft): SetEmployeeActive. */
export const employeeActiveSchema = yup.object({
  EmployeeId: id().min(1).required(),
  IsActive: flag().required(),
  ConcurrencyChecksum: id().required(),
});
export type EmployeeActiveBody = yup.InferType<typeof employeeActiveSchema>;

/** The employee list's paging with its sort allow-list. */
export const employeeListSchema = pagedListSchema(EMPLOYEE_SORT);
/** The user role list's paging with its sort allow-list. */
export const userRoleListSchema = pagedListSchema(USER_ROLE_SORT);
