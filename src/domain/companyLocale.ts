/**
 * Countries, their states or provinces, and the industries (3-settings-and-employees.md §3 Company:
 * "Countries have Name and CountryId; states have DisplayName and StateCode"; the company read
 * returns the industry list). A constant list, the same for the portal and the server: the United
 * States, Canada and the United Kingdom (docs/decisions.md "Company information").
 */

/** §9: the states of a chosen country are asked for once the choice has stayed 1000 ms. */
export const STATES_DEBOUNCE_MS = 1000;

export interface Country {
  CountryId: number;
  Name: string;
}

export interface CountryState {
  DisplayName: string;
  StateCode: string;
}

export interface Industry {
  IndustryId: number;
  Name: string;
}

/** ISO 3166 numeric codes (the merchants' country_id is 840 by default). */
export const Countries = { UnitedStates: 840, Canada: 124, UnitedKingdom: 826 } as const;

export const COUNTRIES: readonly Country[] = [
  { CountryId: Countries.Canada, Name: 'Canada' },
  { CountryId: Countries.UnitedKingdom, Name: 'United Kingdom' },
  { CountryId: Countries.UnitedStates, Name: 'United States' },
];

const list = (pairs: string): CountryState[] =>
  pairs.split(';').map((pair) => {
    const [StateCode, DisplayName] = pair.split('=');
    return { StateCode, DisplayName };
  });

const STATES: Readonly<Record<number, readonly CountryState[]>> = {
  [Countries.UnitedStates]: list(
    'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
      'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;' +
      'KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;' +
      'MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;' +
      'NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;' +
      'PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;' +
      'VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming',
  ),
  [Countries.Canada]: list(
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;' +
      'NS=Nova Scotia;NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;' +
      'SK=Saskatchewan;YT=Yukon',
  ),
  [Countries.UnitedKingdom]: list('ENG=England;NIR=Northern Ireland;SCT=Scotland;WLS=Wales'),
};

/**
 * What an address's region is called in a country (the field's catalogue key): a State in the
 * United States, a Province in Canada, a County in the United Kingdom.
 */
export function regionLabelKey(
  countryId: number | null | undefined,
): 'Address.Province' | 'Address.County' | 'Address.State' {
  if (countryId === Countries.Canada) return 'Address.Province';
  if (countryId === Countries.UnitedKingdom) return 'Address.County';
  return 'Address.State';
}

/** The states or provinces of a country (none for a country not in the list). */
export function statesOf(countryId: number | null | undefined): readonly CountryState[] {
  return countryId == null ? [] : (STATES[countryId] ?? []);
}

export function isCountry(countryId: number | null | undefined): boolean {
  return COUNTRIES.some((c) => c.CountryId === countryId);
}

/** Whether a state code belongs to the country. */
export function isStateOf(countryId: number | null | undefined, stateCode: string | null | undefined) {
  return statesOf(countryId).some((s) => s.StateCode === stateCode);
}

/** The business types (IndustryId): shown, never changed from the portal (§2 "always disabled"). */
export const INDUSTRIES: readonly Industry[] = [
  { IndustryId: 1, Name: 'Full Service Restaurant' },
  { IndustryId: 2, Name: 'Quick Service Restaurant' },
  { IndustryId: 3, Name: 'Bar and Nightclub' },
  { IndustryId: 4, Name: 'Café and Bakery' },
  { IndustryId: 5, Name: 'Retail' },
  { IndustryId: 6, Name: 'Grocery' },
];
