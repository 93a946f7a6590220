/**
 * The slot of the status page's "Fill quality vs reference" section (issue 27 items 3-4: each
 * fill checked against an independent reference feed, the median and p99 difference per symbol
 * over the last 24 hours). That work fills this component in, with its own data; until then it
 * renders nothing, so the page never shows an empty or "coming soon" section.
 */
export function FillQualitySlot() {
  return null;
}
