/** Trading number formatting (arena and dashboard): US style (DESIGN §4), prices with the instrument's digits. */

const priceFormats = new Map<number, Intl.NumberFormat>();

/** 1.08512 with 5 digits, 151.234 with 3, 3,512.40 with 2 (grouped like the rest of the app). */
export function formatPrice(price: number, digits: number): string {
  let format = priceFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    priceFormats.set(digits, format);
  }
  return format.format(price);
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer cents: "$1,234.56", "-$50.00". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** With an explicit sign for P&L: "+$12.30", "-$4.00", "$0.00". */
export function formatSignedUsd(cents: number): string {
  if (cents > 0) return `+${usd.format(cents / 100)}`;
  if (cents < 0) return usd.format(cents / 100);
  return usd.format(0);
}

/** "+0.42%", "-1.05%", "0.00%" */
export function formatPercentChange(percent: number): string {
  const fixed = percent.toFixed(2);
  if (fixed === "0.00" || fixed === "-0.00") return "0.00%";
  return percent > 0 ? `+${fixed}%` : `${fixed}%`;
}

/** 1 -> "1.00", 0.5 -> "0.50": lots with two decimals, or more if the volume needs them. */
export function formatLots(volume: number): string {
  const text = String(volume);
  const decimals = text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
  return volume.toFixed(Math.max(2, decimals));
}

/** A duration as "05:03:09" (hh:mm:ss), never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((part) => String(part).padStart(2, "0")).join(":");
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
  timeZone: "UTC",
});

/** "Jan 6, 14:03:07 UTC" */
export function formatTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "Jan 6, 2025" (UTC, like formatTime). */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** A 0..1 share as a percentage: 0.625 -> "62.5%", 1 -> "100.0%". */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** A holding time, largest units first: "45s", "12m 05s", "3h 20m", "2d 4h". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${pad(m)}m`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}

const tradeReasons: Record<string, string> = {
  manual: "Closed",
  stopLoss: "Stop loss",
  takeProfit: "Take profit",
  stopOut: "Stop-out",
  breach: "Breach",
  timeLimit: "Time limit",
  accountClosed: "Account closed",
};

/** Why a trade closed, in words. */
export function formatTradeReason(reason: string): string {
  return tradeReasons[reason] ?? reason;
}
