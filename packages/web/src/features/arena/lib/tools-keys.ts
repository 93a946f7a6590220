import { sessionKeys } from "../../../lib/session/session-keys";

/** Query keys of the arena's tools: under ["session"], so signing out or in drops them. */
export const toolsKeys = {
  all: [...sessionKeys.all, "arena-tools"] as const,
  chartSettings: () => [...toolsKeys.all, "chart-settings"] as const,
  drawings: (symbol: string) => [...toolsKeys.all, "drawings", symbol] as const,
  alerts: () => [...toolsKeys.all, "alerts"] as const,
  selfLimits: () => [...toolsKeys.all, "self-limits"] as const,
};
