import { formatUsd } from "@proparena/domain/core/money";
import { type Plan } from "@proparena/domain/rules/plans";

// Plan labels the checkout, receipts and purchase views share.

/** "$200,000": the full size string of the checkout route. */
export const sizeLabel = (plan: Plan) => formatUsd(plan.size).replace(/\.00$/, "");
