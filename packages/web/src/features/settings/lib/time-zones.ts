/** Offered when the browser cannot list its IANA zones (Intl.supportedValuesOf is missing). */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  "UTC",
  "America/Anchorage",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Mexico_City",
  "America/New_York",
  "America/Sao_Paulo",
  "America/Toronto",
  "Asia/Dubai",
  "Asia/Hong_Kong",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Europe/Berlin",
  "Europe/London",
  "Europe/Madrid",
  "Europe/Paris",
  "Pacific/Auckland",
];

function supportedTimeZones(): readonly string[] {
  try {
    if (typeof Intl.supportedValuesOf === "function") {
      const zones = Intl.supportedValuesOf("timeZone");
      if (zones.length > 0) return zones;
    }
  } catch {
    // An engine that has the function but not the "timeZone" key throws a RangeError.
  }
  return FALLBACK_TIME_ZONES;
}

/** The zones to offer, sorted, with UTC and the current one always among them. */
export function timeZoneOptions(current: string, list: readonly string[] = supportedTimeZones()) {
  const zones = new Set(list);
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
