/**
 * The countries the portal knows (companyLocale.ts, ISO 3166 numeric) and their numbering plans: the
 * plans src/domain/phonePlans.json holds (scripts/phonePlans.ts writes it).
 */
export const PHONE_PLANS = { 840: 'US', 124: 'CA', 826: 'GB' } as const;

export const PHONE_PLAN_COUNTRIES = Object.values(PHONE_PLANS);
