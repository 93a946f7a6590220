import { TextField } from "../../../components/text-field";
import type { CopyLimitField } from "../lib/copy-limits";

type FieldProps = (name: CopyLimitField) => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
};

/** The limits of a copying: size, risk per trade, daily loss cap, stop equity, excluded symbols. */
export function CopyLimitsFields({ field }: { field: FieldProps }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Size multiplier"
        type="number"
        inputMode="decimal"
        step="any"
        min={0.01}
        max={10}
        hint="1 copies in proportion to your equity against theirs."
        {...field("sizeMultiplier")}
      />
      <TextField
        label="Risk per trade (%)"
        type="number"
        inputMode="decimal"
        step="any"
        min={0.1}
        max={100}
        hint="The most margin one copy may take, in % of your equity."
        {...field("riskPerTradePercent")}
      />
      <TextField
        label="Daily loss cap ($)"
        inputMode="decimal"
        hint="No new copies once your Beta has lost this much today."
        {...field("dailyLossCapCents")}
      />
      <TextField
        label="Stop equity ($, optional)"
        inputMode="decimal"
        hint="Copying ends, and its copies close, if your equity falls to this."
        {...field("stopEquityCents")}
      />
      <TextField
        label="Excluded symbols"
        placeholder="XAUUSD, BTCUSD"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Trades in these are not copied."
        className="sm:col-span-2"
        {...field("excludedSymbols")}
      />
    </div>
  );
}
