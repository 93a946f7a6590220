/** "25", "$24.99", "1,250.5" -> cents; null when it is not an amount of dollars. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + cents;
}

/** 4500 -> "45", 4550 -> "45.50": how a price in cents is typed back into the form. */
export function centsToDollars(cents: number | null): string {
  if (cents === null) return "";
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** "500", "1,200" -> 500, 1200; null when it is not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, "");
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}
