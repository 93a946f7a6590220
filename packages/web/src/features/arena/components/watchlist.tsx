import type { Instrument } from "@proparena/contracts/trading";
import { formatPercentChange, formatPrice } from "../../../lib/format-trading";
import { liveDailyChange } from "../lib/trading-math";
import { useQuote } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";

/** The column headers and their place: the symbol, then the figures, right-aligned. */
const COLUMNS = [
  ["Symbol", "pl-3 pr-1 text-left"],
  ["Bid", "px-1.5 text-right"],
  ["Ask", "px-1.5 text-right"],
  ["Day", "pl-1.5 pr-3 text-right"],
] as const;

/** Instruments with live bid, ask and daily change; choosing one drives the chart and ticket. */
export function Watchlist({
  instruments,
  selected,
  onSelect,
  store,
}: {
  instruments: readonly Instrument[];
  selected: string;
  onSelect: (symbol: string) => void;
  store: QuoteStore;
}) {
  return (
    <section
      aria-labelledby="watchlist-title"
      className="overflow-x-auto rounded-xl border border-slate-800 bg-slate-900/60"
    >
      <h2
        id="watchlist-title"
        className="border-b border-slate-800 px-3 py-2 text-xs font-semibold tracking-wide text-slate-400 uppercase"
      >
        Markets
      </h2>
      <table className="w-full text-xs">
        <thead className="text-slate-500">
          <tr>
            {COLUMNS.map(([label, place]) => (
              <th key={label} scope="col" className={`${place} py-1.5 font-medium`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {instruments.map((instrument) => (
            <WatchlistRow
              key={instrument.symbol}
              instrument={instrument}
              active={instrument.symbol === selected}
              onSelect={onSelect}
              store={store}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function WatchlistRow({
  instrument,
  active,
  onSelect,
  store,
}: {
  instrument: Instrument;
  active: boolean;
  onSelect: (symbol: string) => void;
  store: QuoteStore;
}) {
  const quote = useQuote(store, instrument.symbol) ?? instrument.quote ?? undefined;
  const change = liveDailyChange(instrument, quote);
  return (
    <tr
      data-testid={`watch-${instrument.symbol}`}
      className={`border-t border-slate-800/70 ${active ? "bg-brand-500/10" : "hover:bg-slate-800/50"}`}
    >
      <th scope="row" className="py-1.5 pr-1 pl-3 text-left font-normal">
        <button
          type="button"
          onClick={() => onSelect(instrument.symbol)}
          aria-pressed={active}
          className="w-full text-left font-semibold text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-300"
          title={instrument.name}
        >
          {instrument.symbol}
          {!instrument.marketOpen ? (
            <span className="ml-1 text-[10px] font-normal text-slate-500">closed</span>
          ) : (
            instrument.haltedSince &&
            !(quote && quote.time > Date.parse(instrument.haltedSince)) && (
              <span className="ml-1 text-[10px] font-normal text-rose-400">halted</span>
            )
          )}
        </button>
      </th>
      <td className="px-1.5 py-1.5 text-right font-mono whitespace-nowrap text-rose-300 tabular-nums">
        {quote ? formatPrice(quote.bid, instrument.digits) : "—"}
      </td>
      <td className="px-1.5 py-1.5 text-right font-mono whitespace-nowrap text-emerald-300 tabular-nums">
        {quote ? formatPrice(quote.ask, instrument.digits) : "—"}
      </td>
      <td
        className={`py-1.5 pr-3 pl-1.5 text-right font-mono whitespace-nowrap tabular-nums ${
          change === null ? "text-slate-500" : change >= 0 ? "text-emerald-400" : "text-rose-400"
        }`}
      >
        {change === null ? "—" : formatPercentChange(change)}
      </td>
    </tr>
  );
}
