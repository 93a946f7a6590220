import {
  updateProfileBodySchema,
  type Profile,
  type UpdateProfileBody,
} from "@proparena/contracts/account-settings";
import { findCountry } from "@proparena/contracts/country-regions";
import { FormSubmit } from "../../../../components/form-submit";
import { Alert } from "../../../../components/alert";
import {
  CountryRegionSelect,
  countryRegionFields,
} from "../../../../components/country-region-select";
import { SelectField } from "../../../../components/select-field";
import { TextField } from "../../../../components/text-field";
import { useFormState } from "../../../../lib/use-form-state";
import { zodFieldErrors, type FieldErrors } from "../../../../lib/zod-field-errors";
import { useUpdateProfile } from "../../requests/update-profile";
import { timeZoneOptions } from "../../lib/time-zones";
import { MetricsSection } from "../../../../components/metrics-section";

const FIELDS = ["name", "country", "region", "timeZone"] as const;
type Field = (typeof FIELDS)[number];

/** The region picker's value (a region's short code when it has one) for a region name. */
export function regionValue(country: string, name: string | null): string {
  if (!name) return "";
  const region = findCountry(country)?.regions.find((candidate) => candidate.name === name);
  return region ? (region.shortCode ?? region.name) : "";
}

/** The region name the API stores for the picker's value, or null for none. */
export function regionName(country: string, value: string): string | null {
  if (!value) return null;
  const region = findCountry(country)?.regions.find(
    (candidate) => (candidate.shortCode ?? candidate.name) === value,
  );
  return region?.name ?? value;
}

function initialValues(profile: Profile): Record<Field, string> {
  return {
    name: profile.name,
    country: profile.country,
    region: regionValue(profile.country, profile.region),
    timeZone: profile.timeZone,
  };
}

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const { name, country, timeZone } = values;
  const parsed = updateProfileBodySchema.safeParse({ name, country, timeZone });
  return parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
}

/** Only what differs from the saved profile. */
function changes(profile: Profile, values: Record<Field, string>): UpdateProfileBody {
  const body: UpdateProfileBody = {};
  const name = values.name.trim();
  if (name !== profile.name) body.name = name;
  if (values.country !== profile.country) body.country = values.country;
  const region = regionName(values.country, values.region);
  if (region !== profile.region) body.region = region;
  if (values.timeZone !== profile.timeZone) body.timeZone = values.timeZone;
  return body;
}

/** Name, country and region, and time zone (spec §2 /dashboard/profile, §3). */
export function ProfileSection({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const form = useFormState<Field>(initialValues(profile), validate);
  const body = changes(profile, form.values);
  const dirty = Object.keys(body).length > 0;

  const onSubmit = form.onValidSubmit(() => {
    if (!dirty) return;
    save.mutate(body, {
      onError: form.showRefusal,
    });
  });

  return (
    <MetricsSection
      id="profile"
      title="Profile"
      description="How you are named and where you trade from."
    >
      <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-5">
        <TextField
          label="Name"
          autoComplete="name"
          hint={`Shown on leaderboards as ${profile.publicName}; your e-mail never is.`}
          {...form.field("name")}
        />
        <CountryRegionSelect {...countryRegionFields(form)} />
        <SelectField
          label="Time zone"
          hint="Dashboard times are shown in this zone."
          {...form.selectField("timeZone")}
        >
          {timeZoneOptions(form.values.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </SelectField>
        <FormSubmit
          label="Save profile"
          pendingLabel="Saving…"
          pending={save.isPending}
          disabled={!dirty}
          error={save.error}
          shownAtFields={FIELDS}
          errorTitle="Your profile was not saved"
        >
          {save.isSuccess && !dirty && <Alert tone="success">Profile saved.</Alert>}
        </FormSubmit>
      </form>
    </MetricsSection>
  );
}
