import { useId } from "react";
import { COUNTRIES, DEFAULT_COUNTRY_CODE, findCountry } from "@proparena/contracts/country-regions";

export interface CountryRegionValue {
  /** ISO 3166-1 alpha-2 code, or "" before a choice. */
  country: string;
  /** The region's short code when it has one, else its name; "" before a choice. */
  region: string;
}

/**
 * CountryRegionSelect's value, errors and onChange for a useFormState form with "country" and
 * "region" fields: `<CountryRegionSelect {...countryRegionFields(form)} />`.
 */
export function countryRegionFields(form: {
  values: CountryRegionValue;
  errors: { country?: string | undefined; region?: string | undefined };
  setValue: (name: keyof CountryRegionValue, value: string) => void;
}) {
  return {
    value: { country: form.values.country, region: form.values.region },
    onChange: ({ country, region }: CountryRegionValue) => {
      form.setValue("country", country);
      form.setValue("region", region);
    },
    errors: { country: form.errors.country, region: form.errors.region },
  };
}

const selectClass =
  "mt-1.5 block w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2.5 text-slate-100 focus:outline-none focus-visible:border-brand-400 focus-visible:ring-2 focus-visible:ring-brand-400/60";

/**
 * Country and region pickers for KYC and the profile (spec §3): placeholders 'Select Country'
 * and 'Select Region'; until a country is chosen the region list is the United States'.
 */
export function CountryRegionSelect({
  value,
  onChange,
  countryLabel = "Country",
  regionLabel = "Region",
  errors = {},
}: {
  value: CountryRegionValue;
  onChange: (value: CountryRegionValue) => void;
  countryLabel?: string;
  regionLabel?: string;
  errors?: { country?: string | undefined; region?: string | undefined };
}) {
  const id = useId();
  const regionCountry = findCountry(value.country || DEFAULT_COUNTRY_CODE);
  const regions = regionCountry?.regions ?? [];
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-country`} className="block text-sm font-medium text-slate-200">
          {countryLabel}
        </label>
        <select
          id={`${id}-country`}
          name="country"
          autoComplete="country"
          value={value.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id}-country-error` : undefined}
          onChange={(event) => onChange({ country: event.target.value, region: "" })}
          className={selectClass}
        >
          <option value="">Select Country</option>
          {COUNTRIES.map((country) => (
            <option key={country.countryShortCode} value={country.countryShortCode}>
              {country.countryName}
            </option>
          ))}
        </select>
        {errors.country && (
          <p id={`${id}-country-error`} className="mt-1 text-sm text-rose-300">
            {errors.country}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-region`} className="block text-sm font-medium text-slate-200">
          {regionLabel}
        </label>
        <select
          id={`${id}-region`}
          name="region"
          autoComplete="address-level1"
          value={value.region}
          aria-invalid={errors.region ? true : undefined}
          aria-describedby={errors.region ? `${id}-region-error` : undefined}
          onChange={(event) =>
            onChange({
              country: value.country || DEFAULT_COUNTRY_CODE,
              region: event.target.value,
            })
          }
          className={selectClass}
        >
          <option value="">Select Region</option>
          {regions.map((region) => (
            <option key={region.shortCode ?? region.name} value={region.shortCode ?? region.name}>
              {region.name}
            </option>
          ))}
        </select>
        {errors.region && (
          <p id={`${id}-region-error`} className="mt-1 text-sm text-rose-300">
            {errors.region}
          </p>
        )}
      </div>
    </div>
  );
}
