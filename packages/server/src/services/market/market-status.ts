import type { MarketStatusResponse } from "@proparena/contracts/market-status";
import { INSTRUMENTS } from "@proparena/domain/market/instruments";
import { INCIDENT_HISTORY_DAYS, REVIEW_WINDOW_MS } from "@proparena/domain/market/outage-policy";
import { SESSION_DESCRIPTIONS, sessionState } from "@proparena/domain/market/sessions";
import { recentIncidents } from "../../market/market-incidents";
import type { ServiceContext } from "../service-context";

/** How many incidents the status page lists at most. */
export const INCIDENT_LIMIT = 100;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/**
 * The public status page's figures: each venue's health now (the leader's feed monitor, or what
 * it last stored), every symbol's session now, and the incidents of the last 90 days.
 */
export async function marketStatus(ctx: ServiceContext): Promise<MarketStatusResponse> {
  const now = ctx.clock.now().getTime();
  const hours = ctx.settings.marketHours;
  const [status, incidents] = await Promise.all([
    ctx.feedStatus.read(now),
    recentIncidents(ctx.db, now - INCIDENT_HISTORY_DAYS * DAY, INCIDENT_LIMIT),
  ]);
  return {
    healthAsOf: status ? iso(status.at) : null,
    marketHours: hours,
    venues: (status?.venues ?? []).map((v) => ({
      venue: v.venue,
      state: v.state,
      since: iso(v.since),
      connections: v.connections,
      lastError: v.lastError,
      monitored: v.monitored,
      symbols: v.symbols.map((s) => ({
        symbol: s.symbol,
        lastQuoteAt: isoOrNull(s.lastQuoteAt),
        lastQuoteAgeMs: s.lastQuoteAt === null ? null : Math.max(0, status!.at - s.lastQuoteAt),
        haltAfterMs: s.haltAfterMs,
        haltedSince: isoOrNull(s.haltedSince),
      })),
    })),
    sessions: INSTRUMENTS.map((i) => {
      const session = sessionState(i, now, hours);
      return {
        symbol: i.symbol,
        assetClass: i.assetClass,
        open: session.open,
        opensAt: session.open ? null : isoOrNull(session.opensAt),
        closesAt: session.open ? isoOrNull(session.closesAt) : null,
        hours:
          hours === "always-open"
            ? "always open (test deployment)"
            : SESSION_DESCRIPTIONS[i.sessions],
      };
    }),
    incidents: incidents.map((i) => ({
      id: i.id,
      venue: i.venue,
      symbols: [...i.symbols],
      startedAt: iso(i.startedAt),
      endedAt: isoOrNull(i.endedAt),
      durationMs: i.endedAt === null ? null : i.endedAt - i.startedAt,
      cause: i.cause,
    })),
    incidentWindowDays: INCIDENT_HISTORY_DAYS,
    incidentLimit: INCIDENT_LIMIT,
    reviewWindowMs: REVIEW_WINDOW_MS,
  };
}
