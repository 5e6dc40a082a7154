import type { Company, CompanyInfoAnswer, updateCompanyBody } from '../domain/company';
import type { Country, CountryState } from '../domain/companyLocale';
import type { ApiResult } from '../domain/contract';
import { PORTAL_DATA_PATH } from '../domain/startupReads';
import { http, type RequestOptions, send } from './http';
import { useApiRead } from './read';

/** The company information calls (3-settings-and-employees.md §7; docs/api.md "Company information"). */
export const companyPaths = {
  read: 'Company/GetCompanyContactInfoAndIndustry',
  update: 'Company/UpdateCompanyContactInfoAndIndustry',
  countries: 'Locale/GetAllCountries',
  states: 'Locale/GetStatesByCountryId',
  uploadLogo: 'Company/UpdateMerchantLogo',
  deleteLogo: 'Company/DeleteMerchantLogo',
} as const;

/** What a company write changes: the company read. */
export const COMPANY_READS = [companyPaths.read] as const;
/** What a logo write changes: the company read and the portal data (the header's logo). */
export const LOGO_READS = [companyPaths.read, PORTAL_DATA_PATH] as const;

export const companyApi = {
  update: (body: ReturnType<typeof updateCompanyBody>, options?: RequestOptions) =>
    http.write<ApiResult<Company>>(companyPaths.update, body, options),
  /** §7: a multipart form with merchantId and file; the answer's Entity is the logo's address. */
  uploadLogo: (arg: { merchantId: number; file: File }, options?: RequestOptions) => {
    const form = new FormData();
    form.set('merchantId', String(arg.merchantId));
    form.set('file', arg.file);
    return send<ApiResult<string>>('POST', companyPaths.uploadLogo, { ...options, form });
  },
  deleteLogo: (arg: { MerchantId: number }, options?: RequestOptions) =>
    http.write<ApiResult>(companyPaths.deleteLogo, arg, options),
};

/** The merchant's company information and the industry list. */
export function useCompanyInfo() {
  return useApiRead<ApiResult<CompanyInfoAnswer>>(companyPaths.read, {});
}

export function useCountries() {
  return useApiRead<ApiResult<Country[]>>(companyPaths.countries, {});
}

/** The states of a country (a GET with countryId; null pauses). */
export function useStates(countryId: number | null) {
  return useApiRead<ApiResult<CountryState[]>>(
    countryId === null ? null : `${companyPaths.states}?countryId=${countryId}`,
  );
}
