import type { Plan } from "@proparena/contracts/plans";
import {
  describeCommission,
  describeSwap,
  isFree,
  ROLLOVER_HOUR_UTC,
} from "@proparena/domain/trading-costs";
import { Td, Th } from "../../../components/table-parts";

const ASSET_CLASSES = [
  ["fx", "FX"],
  ["metal", "Metals"],
  ["index", "Indices"],
  ["energy", "Oil"],
  ["crypto", "Crypto"],
] as const;

/**
 * The plan's trading costs under the rule set shown, from the same data the engine charges:
 * the commission per asset class and the swap per symbol, long and short, or that it has none.
 */
export function PlanCosts({ plan, version }: { plan: Plan; version: number }) {
  const { costs } = plan;
  if (isFree(costs)) {
    return (
      <p className="text-sm text-slate-300">
        The {plan.label} plan pays no commission and no swap under version {version}.
      </p>
    );
  }
  return (
    <div className="space-y-4 text-sm text-slate-300">
      <p>
        Commission is per lot and per side; both sides are charged when a position opens, so it
        counts in the position&apos;s P&amp;L at once. Swap is charged (−) or paid (+) per lot for
        each rollover at {ROLLOVER_HOUR_UTC}:00 UTC a position is held over: Monday to Friday, with
        Wednesday counting three nights for the weekend, and every night for crypto. Both count in
        the equity the daily and overall loss limits judge, and in the closed balance the target
        needs.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full max-w-md text-xs">
          <caption className="sr-only">Commission by asset class</caption>
          <thead className="text-slate-400">
            <tr>
              <Th>Asset class</Th>
              <Th>Commission</Th>
            </tr>
          </thead>
          <tbody>
            {ASSET_CLASSES.map(([key, label]) => (
              <tr key={key} className="border-t border-slate-800/70">
                <Td strong>{label}</Td>
                <Td>{describeCommission(costs.commission[key])}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full max-w-md text-xs">
          <caption className="sr-only">Swap per lot per night</caption>
          <thead className="text-slate-400">
            <tr>
              <Th>Symbol</Th>
              <Th right>Swap long (per lot, per night)</Th>
              <Th right>Swap short (per lot, per night)</Th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(costs.swaps).map(([symbol, rates]) => (
              <tr key={symbol} className="border-t border-slate-800/70">
                <Td strong>{symbol}</Td>
                <Td right mono>
                  {describeSwap(rates.long)}
                </Td>
                <Td right mono>
                  {describeSwap(rates.short)}
                </Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
