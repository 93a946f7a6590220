import { allCountries } from "country-region-data";

/** Spec §3 reference data: every ISO 3166-1 country with its regions (country-region-data). */
export interface Region {
  name: string;
  shortCode?: string;
}

export interface Country {
  countryName: string;
  countryShortCode: string;
  regions: Region[];
}

export const DEFAULT_COUNTRY_CODE = "US";

export const COUNTRIES: readonly Country[] = allCountries.map(
  ([countryName, countryShortCode, regions]) => ({
    countryName,
    countryShortCode,
    regions: regions.map(([name, shortCode]) => (shortCode ? { name, shortCode } : { name })),
  }),
);

export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.countryShortCode === code);
}
