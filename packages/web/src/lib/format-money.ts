const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer cents in US style: "$1,234" for whole dollars, "$1,234.56" otherwise (DESIGN §4). */
export function formatCents(amountCents: number): string {
  return Number.isInteger(amountCents / 100)
    ? wholeDollars.format(amountCents / 100)
    : withCents.format(amountCents / 100);
}

/** Always with cents: "$1,234.00". */
export function formatCentsExact(amountCents: number): string {
  return withCents.format(amountCents / 100);
}

/** A whole-number count in US style: 12,345. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
