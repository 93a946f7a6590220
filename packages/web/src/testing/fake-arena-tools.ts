import {
  chartSettingsSchema,
  createDrawingBodySchema,
  createPriceAlertBodySchema,
  updateSelfLimitsBodySchema,
  type ChartSettings,
  type Drawing,
  type PriceAlert,
  type SelfLimits,
} from "@proparena/contracts/arena-tools";
import type { ZodError } from "zod";
import type { FakeRequest, FakeResponse } from "./fake-api";

/**
 * The arena tools' routes (contracts/arena-tools.ts) for the trading fake: indicators, drawings,
 * price alerts and self-imposed limits, kept in memory and checked with the contract's schemas
 * like the server does (a 400 with the issues, nothing changed).
 */
export interface FakeArenaToolsState {
  chartSettings: ChartSettings;
  drawings: Drawing[];
  alerts: PriceAlert[];
  selfLimits: SelfLimits;
}

const invalid = (error: ZodError): FakeResponse => ({
  status: 400,
  body: {
    message: "Invalid request",
    code: "VALIDATION_ERROR",
    issues: error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  },
});
const missing = (what: string): FakeResponse => ({
  status: 404,
  body: { message: `${what} not found`, code: "NOT_FOUND" },
});

export function createFakeArenaTools(
  now: () => string,
  initial: Partial<FakeArenaToolsState> = {},
) {
  const state: FakeArenaToolsState = {
    chartSettings: { indicators: [] },
    drawings: [],
    alerts: [],
    selfLimits: {
      dailyTradeLimit: null,
      lockedUntil: null,
      tradesToday: 0,
      dayEndsAt: "2025-01-07T00:00:00.000Z",
    },
    ...initial,
  };
  let counter = 0;
  const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;

  const routes: Array<[string, RegExp, (r: FakeRequest, m: string[]) => FakeResponse]> = [
    ["GET", /^\/chart\/settings$/, () => ({ status: 200, body: state.chartSettings })],
    [
      "PUT",
      /^\/chart\/settings$/,
      (r) => {
        const parsed = chartSettingsSchema.safeParse(r.body);
        if (!parsed.success) return invalid(parsed.error);
        state.chartSettings = parsed.data;
        return { status: 200, body: state.chartSettings };
      },
    ],
    [
      "GET",
      /^\/chart\/drawings$/,
      (r) => ({
        status: 200,
        body: { drawings: state.drawings.filter((d) => d.symbol === r.search.get("symbol")) },
      }),
    ],
    [
      "POST",
      /^\/chart\/drawings$/,
      (r) => {
        const parsed = createDrawingBodySchema.safeParse(r.body);
        if (!parsed.success) return invalid(parsed.error);
        const drawing: Drawing = {
          id: uuid(),
          ...parsed.data,
          color: parsed.data.color ?? null,
          createdAt: now(),
        };
        state.drawings.push(drawing);
        return { status: 201, body: drawing };
      },
    ],
    [
      "DELETE",
      /^\/chart\/drawings\/([^/]+)$/,
      (_r, [id]) => {
        const drawing = state.drawings.find((d) => d.id === id);
        if (!drawing) return missing("Drawing");
        state.drawings = state.drawings.filter((d) => d.id !== id);
        return { status: 200, body: drawing };
      },
    ],
    ["GET", /^\/alerts$/, () => ({ status: 200, body: { alerts: state.alerts } })],
    [
      "POST",
      /^\/alerts$/,
      (r) => {
        const parsed = createPriceAlertBodySchema.safeParse(r.body);
        if (!parsed.success) return invalid(parsed.error);
        const alert: PriceAlert = {
          id: uuid(),
          ...parsed.data,
          status: "active",
          createdAt: now(),
          triggeredAt: null,
          triggerBid: null,
          triggerAsk: null,
        };
        state.alerts.unshift(alert);
        return { status: 201, body: alert };
      },
    ],
    [
      "DELETE",
      /^\/alerts\/([^/]+)$/,
      (_r, [id]) => {
        const alert = state.alerts.find((a) => a.id === id);
        if (!alert) return missing("Alert");
        state.alerts = state.alerts.filter((a) => a.id !== id);
        return { status: 200, body: alert };
      },
    ],
    ["GET", /^\/account\/self-limits$/, () => ({ status: 200, body: state.selfLimits })],
    [
      "PUT",
      /^\/account\/self-limits$/,
      (r) => {
        const parsed = updateSelfLimitsBodySchema.safeParse(r.body);
        if (!parsed.success) return invalid(parsed.error);
        const { dailyTradeLimit, pauseForToday } = parsed.data;
        state.selfLimits = {
          ...state.selfLimits,
          ...(dailyTradeLimit !== undefined ? { dailyTradeLimit } : {}),
          ...(pauseForToday ? { lockedUntil: state.selfLimits.dayEndsAt } : {}),
        };
        return { status: 200, body: state.selfLimits };
      },
    ],
  ];

  return {
    state,
    /** The answer of a tools route, or null for any other request. */
    handle(request: FakeRequest): FakeResponse | null {
      for (const [method, pattern, handler] of routes) {
        const match = method === request.method ? pattern.exec(request.path) : null;
        if (match) return handler(request, match.slice(1).map(decodeURIComponent));
      }
      return null;
    },
  };
}
