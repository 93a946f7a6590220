import { formatCents, formatCentsExact, formatCount } from "./format-money";
import { formatPrice } from "./format-trading";

/**
 * What the canvas charts write on their price axes, crosshair and value labels: US style
 * (DESIGN §4), never the chart library's bare "1000022.00". The series formats in
 * chart-theme.ts use these; they are kept apart from the chart library so they can be tested
 * without a canvas.
 */

/** A dollar value (the charts plot dollars, not cents) with cents: "$1,000,022.50". */
export function formatChartDollars(dollars: number): string {
  return formatCentsExact(Math.round(dollars * 100));
}

const isWholeDollar = (dollars: number) => Math.abs(dollars - Math.round(dollars)) < 1e-6;

/**
 * The marks of a dollar axis: whole dollars when every mark is one ("$1,000,022"), with cents
 * on every mark otherwise, so the marks of one axis always line up alike.
 */
export function formatDollarTickmarks(marks: readonly number[]): string[] {
  if (marks.every(isWholeDollar))
    return marks.map((dollars) => formatCents(Math.round(dollars) * 100));
  return marks.map(formatChartDollars);
}

/** A price with the instrument's digits, grouped: "97,012.35", "1.08512". */
export function chartPriceFormatter(digits: number): (price: number) => string {
  return (price) => formatPrice(price, digits);
}

/** A whole count, grouped: "12,345". */
export function formatChartCount(value: number): string {
  return formatCount(Math.round(value));
}
