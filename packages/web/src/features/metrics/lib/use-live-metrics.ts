import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { TRADING_EVENTS } from "@proparena/contracts/trading-events";
import { accountsQueryKey } from "../../../lib/get-accounts";
import { useRealtimeConnection } from "../../../lib/realtime-context";
import { metricsKeys } from "./metrics-keys";

function accountIdOf(payload: unknown): string | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { accountId } = payload as { accountId?: unknown };
  return typeof accountId === "string" ? accountId : null;
}

/**
 * Refreshes the account's metrics when the socket says something that changes them happened:
 * a position closed (a trade for the journal and statistics), a breach or a pass (a decision).
 * The 15 s refetch covers the rest, and everything when there is no socket.
 */
export function useLiveMetrics(accountId: string) {
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();

  useEffect(() => {
    const subscribe = connection?.subscribe?.bind(connection);
    if (!subscribe) return;
    const refresh = (payload: unknown, accountsToo: boolean) => {
      if (accountIdOf(payload) !== accountId) return;
      void queryClient.invalidateQueries({ queryKey: metricsKeys.account(accountId) });
      if (accountsToo) void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    };
    const stops = [
      subscribe(TRADING_EVENTS.position, (payload) => {
        if ((payload as { closed?: unknown } | null)?.closed === true) refresh(payload, false);
      }),
      subscribe(TRADING_EVENTS.breach, (payload) => refresh(payload, true)),
      subscribe(TRADING_EVENTS.pass, (payload) => refresh(payload, true)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [connection, queryClient, accountId]);
}
