import type { MarketStatusResponse, VenueHealth } from "@proparena/contracts/market-status";
import { Badge, type BadgeTone } from "../../../components/badge";
import { SimpleTable } from "../../../components/simple-table";
import { formatTime } from "../../../lib/format-trading";
import { ageWords } from "../lib/status-format";

const STATES: Record<VenueHealth["state"], [string, BadgeTone]> = {
  connected: ["Connected", "good"],
  connecting: ["Connecting", "warning"],
  disconnected: ["Disconnected", "bad"],
  idle: ["Not started", "neutral"],
  stopped: ["Stopped", "neutral"],
};

const VENUE_NAMES: Record<string, string> = {
  simulated: "Simulated market",
  replay: "Replay",
  binance: "Binance",
  oanda: "OANDA",
};

function Venue({ venue }: { venue: VenueHealth }) {
  const [state, tone] = STATES[venue.state];
  const name = VENUE_NAMES[venue.venue] ?? venue.venue;
  const halted = venue.symbols.filter((s) => s.haltedSince !== null).length;
  return (
    <article
      aria-labelledby={`venue-${venue.venue}`}
      className="rounded-xl border border-slate-800 bg-slate-900/60 p-4"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h3 id={`venue-${venue.venue}`} className="font-semibold text-white">
          {name}
        </h3>
        <Badge tone={tone}>{state}</Badge>
        {halted > 0 && <Badge tone="bad">{`${halted} halted`}</Badge>}
        <p className="text-xs text-slate-400">
          since {formatTime(venue.since)}
          {venue.connections > 1 ? ` · ${venue.connections} connections opened` : ""}
        </p>
      </header>
      {!venue.monitored && (
        <p className="mt-2 text-xs text-slate-400">
          Played by the server itself: a quiet moment here is a quiet market, never a halt.
        </p>
      )}
      {venue.lastError && venue.state !== "connected" && (
        <p className="mt-2 text-xs text-rose-300">Last error: {venue.lastError}</p>
      )}
      <div className="mt-3">
        <SimpleTable
          caption={`${name}: symbols`}
          headers={["Symbol", "Last live price", "Halts after", "Trading"]}
          minWidth="32rem"
          rows={venue.symbols.map((s) => ({
            key: s.symbol,
            head: s.symbol,
            cells: [
              s.lastQuoteAgeMs === null ? "none yet" : `${ageWords(s.lastQuoteAgeMs)} ago`,
              s.haltAfterMs === null ? "—" : ageWords(s.haltAfterMs),
              s.haltedSince ? (
                <span className="text-rose-300">
                  Halted: no live price since {formatTime(s.haltedSince)}
                </span>
              ) : (
                <span className="text-emerald-300">Trading</span>
              ),
            ],
          }))}
        />
      </div>
    </article>
  );
}

/** Each venue's connection and every symbol's last live price and halt, as the leader sees them. */
export function VenueHealthList({ status }: { status: MarketStatusResponse }) {
  if (status.venues.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        {status.healthAsOf === null
          ? "The price feed's health is not known yet: the server that runs it is starting."
          : "No price feed runs on this server."}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {status.venues.map((venue) => (
        <Venue key={venue.venue} venue={venue} />
      ))}
      {status.healthAsOf && (
        <p className="text-xs text-slate-500">As of {formatTime(status.healthAsOf)}.</p>
      )}
    </div>
  );
}
