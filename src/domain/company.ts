/**
 * Company information (3-settings-and-employees.md §2 "Company information screen", §3 Company, §5
 * Company information, §6, §7, §8): the entity, the form's yup schema, who may edit, once. The portal
 * validates and shows with these; the server validates every write with the same schema. Messages
 * are catalogue keys (CompanyInfo.*).
 */
import { type Industry, isCountry, isStateOf } from './companyLocale';
import { formatPhone, isValidPhone, phoneCountryOf } from './phone';
import { concurrencyChecksum, flag, id, integer, isEmailAddress, text, visibleText, yup } from './validation';
import { isCompanyViewOfSites, type ViewOf } from './viewLevel';

// ---- constants (§5) -------------------------------------------------------------------------------

export const COMPANY_MAX = {
  ContName: 40,
  ContEmail: 50,
  CoName: 40,
  CoAdd1: 40,
  CoAdd2: 40,
  CoCity: 40,
  CoZip: 10,
  MarketingFromEmailAddress: 50,
  ContPhone: 25,
  WebSiteUrl: 256,
} as const;

/** §5: "this field is required". */
export const REQUIRED = 'CompanyInfo.Required';

// ---- the entity (§3) ------------------------------------------------------------------------------

export interface Company {
  MerchantId: number;
  CoName: string;
  CoAdd1: string;
  CoAdd2: string;
  CoCity: string;
  CoState: string;
  CoZip: string;
  ContName: string;
  ContPhone: string;
  ContEmail: string;
  CountryId: number | null;
  IndustryId: number | null;
  /** The logo's address below the base path, '' without a logo. */
  MerchantLogoUrl: string;
  WebSiteUrl: string;
  MarketingFromEmailAddress: string;
  ConcurrencyChecksum: number;
}

/** What GetCompanyContactInfoAndIndustry answers: the company and the industry list. */
export interface CompanyInfoAnswer {
  Company: Company;
  Industries: Industry[];
}

// ---- who may edit (§1, §2, §6) --------------------------------------------------------------------

/**
 * §2, §6: company information is editable only in a company view with more than one site (view
 * level 2, src/domain/viewLevel.ts).
 */
export function mayEditCompany(view: ViewOf): boolean {
  return isCompanyViewOfSites(view);
}

// ---- the rules (§5) -------------------------------------------------------------------------------

const ZIP = /^[A-Za-z0-9 -]*$/;
const URL = /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?([/?#][^\s<>"]*)?$/;

/**
 * A text of at most `max` characters (CompanyInfo.MaxN), without NUL or invisible characters;
 * required ones not blank.
 */
function field(max: number, required: boolean) {
  const base = visibleText().max(max, `CompanyInfo.Max${max}`);
  return required
    ? base.required(REQUIRED).test('not-blank', REQUIRED, (v) => v == null || v.trim().length > 0)
    : base.default('');
}

/** A choice of a list (an id): null until chosen, and then "this field is required". */
const chosen = () =>
  integer()
    .nullable()
    .default(null)
    .test('chosen', REQUIRED, (v) => v != null);

const email = (max: number) =>
  field(max, true).test('email', 'CompanyInfo.EmailInvalid', (v) => v == null || isEmailAddress(v.trim()));

/** What the form and UpdateCompanyContactInfoAndIndustry's Company carry. */
export const companySchema = yup.object({
  MerchantId: id().required(),
  CountryId: chosen().test('country', 'CompanyInfo.CountryInvalid', (v) => v == null || isCountry(v)),
  ContName: field(COMPANY_MAX.ContName, true),
  ContEmail: email(COMPANY_MAX.ContEmail),
  CoName: field(COMPANY_MAX.CoName, true),
  IndustryId: chosen(),
  CoAdd1: field(COMPANY_MAX.CoAdd1, true),
  CoAdd2: field(COMPANY_MAX.CoAdd2, false),
  CoCity: field(COMPANY_MAX.CoCity, true),
  CoState: text()
    .required(REQUIRED)
    .test('state', 'CompanyInfo.StateInvalid', function (v) {
      // a country not (yet) chosen from the list has its own error; no state is judged against it
      return v == null || !isCountry(this.parent.CountryId) || isStateOf(this.parent.CountryId, v);
    }),
  CoZip: field(COMPANY_MAX.CoZip, true).test(
    'zip',
    'CompanyInfo.ZipInvalid',
    (v) => v == null || ZIP.test(v),
  ),
  MarketingFromEmailAddress: email(COMPANY_MAX.MarketingFromEmailAddress),
  // a number of the company's country (phone.ts), or one typed with its country code
  ContPhone: field(COMPANY_MAX.ContPhone, false).test('phone', 'CompanyInfo.PhoneInvalid', function (v) {
    return v == null || isValidPhone(v, phoneCountryOf(this.parent.CountryId));
  }),
  WebSiteUrl: field(COMPANY_MAX.WebSiteUrl, false).test(
    'url',
    'CompanyInfo.UrlInvalid',
    (v) => v == null || v.trim() === '' || URL.test(v.trim()),
  ),
  ConcurrencyChecksum: concurrencyChecksum(),
});
export type CompanyForm = yup.InferType<typeof companySchema>;

/** §7: the update's body (NotifyCommerce true, UpdateStoreCoordinates null, the Company). */
export const updateCompanySchema = yup.object({
  NotifyCommerce: flag().default(true),
  UpdateStoreCoordinates: yup.mixed().nullable().default(null),
  Company: companySchema.required(REQUIRED),
});
export type UpdateCompanyBody = yup.InferType<typeof updateCompanySchema>;

/** The form's values of a company as read. */
export function companyFormOf(c: Company): CompanyForm {
  return {
    MerchantId: c.MerchantId,
    CountryId: c.CountryId,
    ContName: c.ContName,
    ContEmail: c.ContEmail,
    CoName: c.CoName,
    IndustryId: c.IndustryId,
    CoAdd1: c.CoAdd1,
    CoAdd2: c.CoAdd2,
    CoCity: c.CoCity,
    CoState: c.CoState,
    CoZip: c.CoZip,
    MarketingFromEmailAddress: c.MarketingFromEmailAddress,
    ContPhone: formatPhone(c.ContPhone, phoneCountryOf(c.CountryId)),
    WebSiteUrl: c.WebSiteUrl,
    ConcurrencyChecksum: c.ConcurrencyChecksum,
  };
}

/** The values as they are saved: every text trimmed. */
export function normaliseCompany(v: CompanyForm): CompanyForm {
  const trimmed = Object.fromEntries(
    Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
  );
  return trimmed as CompanyForm;
}

/** The update's body as the portal sends it (§7). */
export function updateCompanyBody(v: CompanyForm) {
  return { NotifyCommerce: true, UpdateStoreCoordinates: null, Company: normaliseCompany(v) };
}
