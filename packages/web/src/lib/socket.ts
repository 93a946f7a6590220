import type { Socket } from "socket.io-client";
import type { AuthenticatePayload } from "@proparena/contracts/realtime";
import { getToken } from "./auth-token";

/** What the app needs from the realtime connection today: tell the server who we are. */
export interface RealtimeConnection {
  /** Emits `authenticate {token}`; connects first if needed (spec §7: on each protected navigation). */
  authenticate(token: string): void;
  disconnect(): void;
}

/**
 * The socket.io connection to the same origin, created on first use so visitors of the
 * public pages never download or open it. Reconnection timings come from the contracts (spec §9).
 */
export function createRealtimeConnection(): RealtimeConnection {
  let socketPromise: Promise<{ socket: Socket; authenticateEvent: string }> | null = null;

  const connect = () => {
    // Both load on first use only, so public pages never download the socket client.
    socketPromise ??= Promise.all([
      import("socket.io-client"),
      import("@proparena/contracts/socket-events"),
    ]).then(([{ io }, { SOCKET_CLIENT_OPTIONS, SOCKET_EVENTS }]) => {
      const socket = io({ path: "/socket.io", ...SOCKET_CLIENT_OPTIONS });
      socket.on("connect", () => {
        console.info("Realtime connection established.");
        const token = getToken();
        if (token) socket.emit(SOCKET_EVENTS.authenticate, { token } satisfies AuthenticatePayload);
      });
      socket.on(SOCKET_EVENTS.authError, () => {
        console.warn("Realtime server rejected the session token.");
      });
      return { socket, authenticateEvent: SOCKET_EVENTS.authenticate };
    });
    return socketPromise;
  };

  return {
    authenticate(token) {
      connect()
        .then(({ socket, authenticateEvent }) => {
          if (socket.connected)
            socket.emit(authenticateEvent, { token } satisfies AuthenticatePayload);
          // When not yet connected, the "connect" handler sends the token.
        })
        .catch((error: unknown) => console.error("Realtime connection could not start.", error));
    },
    disconnect() {
      void socketPromise?.then(({ socket }) => socket.disconnect());
      socketPromise = null;
    },
  };
}
