import type { CostSchedule } from "@proparena/contracts/plans";
import type { Account, Instrument } from "@proparena/contracts/trading";
import { describeSwap, fillCommission, swapPerNight } from "@proparena/domain/rules/trading-costs";
import { formatUsd } from "../../../lib/format-trading";
import { usePlans } from "../../../lib/get-plans";
import type { Side } from "../lib/trading-math";
import { FigureRow } from "./figure-row";

/**
 * The order ticket's trading costs, from the account's plan under its rule set (GET
 * /plans?version=): the commission the entered size would be charged at the fill (both
 * sides, the engine's own function) and the symbol's swap per lot per night, long and short,
 * with what the entered size would pay on the chosen side.
 */
export function TicketCosts({
  account,
  instrument,
  side,
  volume,
  price,
  rate,
}: {
  account: Account;
  instrument: Instrument;
  side: Side;
  /** The entered lots, valid (else null: no estimate). */
  volume: number | null;
  /** The fill price the estimate uses (market: the live quote), if known. */
  price: number | null;
  /** Quote currency -> USD, if known. */
  rate: number | null;
}) {
  const plans = usePlans({ version: account.ruleSetVersion });
  if (plans.isPending)
    return (
      <FigureRow label="Commission" testId="ticket-commission">
        …
      </FigureRow>
    );
  const costs: CostSchedule | undefined = plans.data?.plans.find(
    (p) => p.id === account.planId,
  )?.costs;
  if (!costs) {
    return (
      <p className="text-amber-300" data-testid="ticket-costs-error">
        The plan's commission and swap could not be loaded.{" "}
        <button type="button" className="underline" onClick={() => void plans.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const rates = costs.swaps[instrument.symbol] ?? { long: 0, short: 0 };
  const commission =
    volume === null || price === null || rate === null
      ? null
      : fillCommission(costs, instrument, volume, price, rate);
  const nightly =
    volume === null ? null : swapPerNight(costs, instrument.symbol, instrument, side, volume);
  const free = rates.long === 0 && rates.short === 0;
  return (
    <>
      <FigureRow label="Commission (both sides)" testId="ticket-commission">
        {commission === null ? "—" : commission === 0 ? "none" : `≈ ${formatUsd(-commission)}`}
      </FigureRow>
      <FigureRow label="Swap per lot / night" testId="ticket-swap-rates">
        {free ? "none" : `long ${describeSwap(rates.long)} · short ${describeSwap(rates.short)}`}
      </FigureRow>
      {!free && nightly !== null && (
        <FigureRow label={`This ${side}, per night`} testId="ticket-swap">
          {describeSwap(nightly)}
        </FigureRow>
      )}
    </>
  );
}
