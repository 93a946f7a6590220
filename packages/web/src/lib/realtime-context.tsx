import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import type { RealtimeConnection } from "./socket";

const RealtimeContext = createContext<RealtimeConnection | null>(null);

/** Supplies the realtime connection; tests and pages that need none pass nothing. */
export function RealtimeProvider({
  connection,
  children,
}: {
  connection: RealtimeConnection | null;
  children: ReactNode;
}) {
  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeConnection(): RealtimeConnection | null {
  return useContext(RealtimeContext);
}
