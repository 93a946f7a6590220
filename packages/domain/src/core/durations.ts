/**
 * A wait in words, largest units first and rounded down: "2 days 5 hours", "3 hours 10 minutes",
 * "12 minutes"; never negative.
 */
export function describeDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0)
    return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0)
    return rest > 0 ? `${unit(hours, "hour")} ${unit(rest, "minute")}` : unit(hours, "hour");
  return unit(rest, "minute");
}

/**
 * A countdown in short units, rounded up so it never shows zero before the moment: "1 d 3 h",
 * "2 h 14 m", "14 m", "45 s" (under a minute).
 */
export function shortDuration(ms: number): string {
  if (!(ms > 0)) return "0 s";
  if (ms < 60_000) return `${Math.ceil(ms / 1_000)} s`;
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} m` : `${hours} h`;
  return `${rest} m`;
}
