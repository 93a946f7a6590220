import { useId, useState } from "react";
import {
  DEFAULT_INDICATORS,
  INDICATOR_KINDS,
  INDICATOR_LABELS,
  indicatorSchema,
  MAX_INDICATORS,
  type Indicator,
  type IndicatorKind,
} from "@proparena/contracts/arena-tools";
import { buttonClass, focusRing } from "../../../../components/button-styles";
import { errorMessage } from "../../../../lib/api-client";
import { indicatorTitle, newIndicatorId } from "../../lib/indicator-names";
import type { ChartToolsState } from "./use-chart-tools-state";

/** Each kind's number settings, as the menu names them. */
const FIELDS: { [K in IndicatorKind]: [key: string, label: string][] } = {
  sma: [["period", "Period"]],
  ema: [["period", "Period"]],
  bollinger: [
    ["period", "Period"],
    ["stdDev", "Deviations"],
  ],
  rsi: [["period", "Period"]],
  macd: [
    ["fast", "Fast"],
    ["slow", "Slow"],
    ["signal", "Signal"],
  ],
};

const numberInput =
  "w-16 rounded border border-slate-700 bg-slate-950 px-1.5 py-0.5 font-mono text-xs text-white tabular-nums focus:border-brand-400 focus:outline-none";

/** The "Indicators" menu: add, configure and remove the chart's indicators (saved per trader). */
export function IndicatorsMenu({ tools }: { tools: ChartToolsState }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<IndicatorKind>("rsi");
  const { indicators, settings } = tools;

  const add = () => {
    const made = { ...DEFAULT_INDICATORS[kind], id: newIndicatorId(kind, indicators) } as Indicator;
    tools.saveIndicators([...indicators, made]);
  };

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
        className={`rounded px-2 py-1 text-xs text-slate-300 hover:bg-slate-800 hover:text-white ${focusRing}`}
      >
        Indicators{indicators.length > 0 ? ` (${indicators.length})` : ""}
      </button>
      {open && (
        <section
          id={`${id}-menu`}
          aria-label="Indicators"
          className="absolute top-full left-0 z-20 mt-1 w-80 rounded-lg border border-slate-700 bg-slate-900 p-3 shadow-xl"
        >
          {settings.isPending ? (
            <p className="text-xs text-slate-400">Loading your indicators…</p>
          ) : settings.isError ? (
            <p role="alert" className="text-xs text-rose-300">
              Could not load your indicators: {errorMessage(settings.error)}
            </p>
          ) : (
            <>
              {indicators.length === 0 ? (
                <p className="text-xs text-slate-400">No indicators on the chart yet.</p>
              ) : (
                <ul className="space-y-2">
                  {indicators.map((indicator) => (
                    <IndicatorRow
                      key={JSON.stringify(indicator)}
                      indicator={indicator}
                      tools={tools}
                    />
                  ))}
                </ul>
              )}
              <div className="mt-3 flex items-end gap-2 border-t border-slate-800 pt-3">
                <label className="flex-1 text-xs text-slate-300">
                  Add an indicator
                  <select
                    value={kind}
                    onChange={(e) => setKind(e.target.value as IndicatorKind)}
                    className="mt-1 block w-full rounded border border-slate-700 bg-slate-950 px-1.5 py-1 text-xs text-white"
                  >
                    {INDICATOR_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {INDICATOR_LABELS[k]}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  onClick={add}
                  disabled={indicators.length >= MAX_INDICATORS || tools.savingIndicators}
                  className={buttonClass("secondary", "sm")}
                >
                  Add
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}

function IndicatorRow({ indicator, tools }: { indicator: Indicator; tools: ChartToolsState }) {
  const id = useId();
  const fields = FIELDS[indicator.kind];
  const values = indicator as unknown as Record<string, number>;
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(fields.map(([key]) => [key, String(values[key])])),
  );
  const candidate = {
    ...indicator,
    ...Object.fromEntries(fields.map(([key]) => [key, Number(draft[key])])),
  };
  const parsed = indicatorSchema.safeParse(candidate);
  const changed = fields.some(([key]) => Number(draft[key]) !== values[key]);
  const replace = (next: Indicator | null) =>
    tools.saveIndicators(
      tools.indicators.flatMap((i) => (i.id !== indicator.id ? [i] : next ? [next] : [])),
    );

  return (
    <li className="rounded border border-slate-800 p-2">
      <form
        aria-label={indicatorTitle(indicator)}
        onSubmit={(e) => {
          e.preventDefault();
          if (parsed.success) replace(parsed.data);
        }}
      >
        <div className="mb-1 flex items-center justify-between">
          <span className="text-xs font-semibold text-white">{indicatorTitle(indicator)}</span>
          <button
            type="button"
            onClick={() => replace(null)}
            className={`rounded px-1.5 text-xs text-rose-300 hover:bg-rose-950/60 ${focusRing}`}
          >
            Remove {indicatorTitle(indicator)}
          </button>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {fields.map(([key, label]) => (
            <label key={key} htmlFor={`${id}-${key}`} className="text-[11px] text-slate-400">
              {label}
              <input
                id={`${id}-${key}`}
                inputMode="decimal"
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                aria-invalid={!parsed.success}
                className={`${numberInput} block`}
              />
            </label>
          ))}
          <button
            type="submit"
            disabled={!changed || !parsed.success}
            className={buttonClass("secondary", "sm", "px-2 py-0.5 text-xs")}
          >
            Apply
          </button>
        </div>
        {!parsed.success && (
          <p className="mt-1 text-[11px] text-rose-300">{parsed.error.issues[0]?.message}</p>
        )}
      </form>
    </li>
  );
}
