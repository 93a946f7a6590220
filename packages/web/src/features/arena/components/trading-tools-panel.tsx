import { useId, useState } from "react";
import type { Preferences } from "@proparena/contracts/account-settings";
import { MAX_DAILY_TRADE_LIMIT } from "@proparena/contracts/arena-tools";
import { buttonClass } from "../../../components/button-styles";
import { SwitchInput } from "../../../components/switch-input";
import { errorMessage } from "../../../lib/api-client";
import { formatLocalDateTime } from "../../../lib/format-local-time";
import { usePreferences } from "../../../lib/get-preferences";
import { useUpdatePreferences } from "../../../lib/update-preferences";
import { HOTKEY_HELP } from "../lib/use-arena-hotkeys";
import { useSelfLimits, useUpdateSelfLimits } from "../requests/self-limits";

/**
 * The arena's trading switches and the trader's own limits: one-click trading, hotkeys (with
 * their list), a daily trade limit and a pause for the rest of the day.
 */
export function TradingToolsPanel() {
  return (
    <section
      aria-label="Trading tools"
      className="mt-3 space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-3"
    >
      <h2 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
        Trading tools
      </h2>
      <Switches />
      <SelfLimitsForm />
    </section>
  );
}

function Switches() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  if (preferences.isPending) return <p className="text-xs text-slate-400">Loading…</p>;
  if (preferences.isError)
    return (
      <p role="alert" className="text-xs text-rose-300">
        Could not load your settings: {errorMessage(preferences.error)}
      </p>
    );
  const flip = (key: keyof Preferences) => (checked: boolean) => update.mutate({ [key]: checked });
  return (
    <div className="space-y-2">
      <Switch
        label="One-click trading"
        hint="Buy and sell place a market order at once, without the ticket's second step."
        checked={preferences.data.oneClickTrading}
        onChange={flip("oneClickTrading")}
      />
      <Switch
        label="Hotkeys"
        hint="Keyboard shortcuts, never while you type in a field."
        checked={preferences.data.hotkeys}
        onChange={flip("hotkeys")}
      />
      {update.isError && (
        <p role="alert" className="text-xs text-rose-300">
          Not saved: {errorMessage(update.error)}
        </p>
      )}
      {preferences.data.hotkeys && (
        <dl aria-label="Hotkeys" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          {HOTKEY_HELP.map(([keys, what]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border border-slate-600 px-1 font-mono text-[11px] text-slate-200">
                  {keys}
                </kbd>
              </dt>
              <dd className="text-slate-400">{what}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <label htmlFor={id} className="text-sm text-slate-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-[11px] text-slate-400">
          {hint}
        </p>
      </div>
      <SwitchInput id={id} checked={checked} describedBy={`${id}-hint`} onChange={onChange} />
    </div>
  );
}

function SelfLimitsForm() {
  const id = useId();
  const limits = useSelfLimits();
  const update = useUpdateSelfLimits();
  const [limitText, setLimitText] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (limits.isPending) return <p className="text-xs text-slate-400">Loading your limits…</p>;
  if (limits.isError)
    return (
      <p role="alert" className="text-xs text-rose-300">
        Could not load your limits: {errorMessage(limits.error)}
      </p>
    );
  const current = limits.data;
  const text =
    limitText ?? (current.dailyTradeLimit === null ? "" : String(current.dailyTradeLimit));
  const limit = text.trim() === "" ? null : Number(text);
  const invalid =
    limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_DAILY_TRADE_LIMIT);

  return (
    <div className="space-y-2 border-t border-slate-800 pt-3">
      <h3 className="text-sm text-slate-100">Your limits</h3>
      <p className="text-[11px] text-slate-400">
        {current.tradesToday} {current.tradesToday === 1 ? "trade" : "trades"} today
        {current.dailyTradeLimit !== null ? ` of your ${current.dailyTradeLimit}` : ""}. The day
        resets at {formatLocalDateTime(current.dayEndsAt)}.
      </p>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (invalid) return;
          update.mutate({ dailyTradeLimit: limit }, { onSuccess: () => setLimitText(null) });
        }}
      >
        <label htmlFor={`${id}-limit`} className="flex-1 text-xs text-slate-300">
          Daily trade limit
          <input
            id={`${id}-limit`}
            inputMode="numeric"
            value={text}
            placeholder="no limit"
            onChange={(e) => setLimitText(e.target.value)}
            aria-invalid={invalid}
            className="mt-1 block w-full rounded-md border border-slate-700 bg-slate-950 px-2 py-1 font-mono text-sm text-white focus:border-brand-400 focus:outline-none"
          />
        </label>
        <button
          type="submit"
          disabled={invalid || update.isPending}
          className={buttonClass("secondary", "sm")}
        >
          Save limit
        </button>
      </form>
      {invalid && (
        <p className="text-[11px] text-rose-300">
          A whole number from 1 to {MAX_DAILY_TRADE_LIMIT}, or empty for no limit.
        </p>
      )}
      {current.lockedUntil ? (
        <p role="status" className="text-xs text-amber-200">
          Trading paused until {formatLocalDateTime(current.lockedUntil)}.
        </p>
      ) : confirming ? (
        <div
          role="group"
          aria-label="Confirm the pause"
          className="space-y-2 rounded-md border border-amber-500/50 p-2"
        >
          <p className="text-xs text-amber-100">
            Pause trading until {formatLocalDateTime(current.dayEndsAt)}? New orders are refused
            until then, and the pause cannot be lifted early. You can still close positions and
            cancel orders.
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ pauseForToday: true }, { onSuccess: () => setConfirming(false) })
              }
              className={buttonClass("danger", "sm")}
            >
              Pause until tomorrow
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClass("ghost", "sm")}
            >
              Keep trading
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={buttonClass("secondary", "sm")}
        >
          Pause trading for the rest of today
        </button>
      )}
      {update.isError && (
        <p role="alert" className="text-xs text-rose-300">
          {errorMessage(update.error)}
        </p>
      )}
    </div>
  );
}
