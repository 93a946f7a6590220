import type { Socket } from "socket.io-client";
import type { AuthenticatePayload } from "@proparena/contracts/realtime";
import { getToken } from "./auth-token";

/**
 * Where the connection stands: `idle` before first use, `connecting` for the first attempt,
 * `live` while connected, `reconnecting` after a drop (spec §9 back-off), `offline` when it
 * gave up, was closed by the server, or the browser is offline.
 */
export type RealtimeStatus = "idle" | "connecting" | "live" | "reconnecting" | "offline";

/** What the app needs from the realtime connection. */
export interface RealtimeConnection {
  /** Emits `authenticate {token}`; connects first if needed (spec §7: on each protected navigation). */
  authenticate(token: string): void;
  disconnect(): void;
  /** Listens to a server event (connecting first if needed); returns a function that stops listening. */
  subscribe?(event: string, handler: (payload: unknown) => void): () => void;
  /** Sends an event; socket.io holds it until the connection is up. */
  emit?(event: string, payload: unknown): void;
  getStatus?(): RealtimeStatus;
  /** Calls back on every status change; returns a function that stops listening. */
  onStatusChange?(listener: () => void): () => void;
}

const downloadRealtimeClient = () =>
  Promise.all([import("socket.io-client"), import("@proparena/contracts/socket-events")]);

let clientModules: ReturnType<typeof downloadRealtimeClient> | null = null;

/**
 * The socket.io client and the event names, downloaded once, on first use, so visitors of the
 * public pages never download them. A failed download is tried again on the next use.
 */
export function loadRealtimeClient() {
  clientModules ??= downloadRealtimeClient().catch((error: unknown) => {
    clientModules = null;
    throw error;
  });
  return clientModules;
}

/**
 * The socket.io connection to the same origin, opened on first use. Reconnection timings come
 * from the contracts (spec §9).
 */
export function createRealtimeConnection(): RealtimeConnection {
  let socketPromise: Promise<{ socket: Socket; authenticateEvent: string }> | null = null;
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<() => void>();
  let status: RealtimeStatus = "idle";

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener();
  };

  const connect = () => {
    if (!socketPromise) setStatus("connecting");
    socketPromise ??= loadRealtimeClient().then(
      ([{ io }, { SOCKET_CLIENT_OPTIONS, SOCKET_EVENTS }]) => {
        const socket = io({
          path: "/socket.io",
          ...SOCKET_CLIENT_OPTIONS,
          // Straight to a WebSocket: one handshake instead of a chain of long-polling requests
          // (each a round trip and a task on the page) before the upgrade. Where WebSockets are
          // blocked the client falls back to long polling.
          transports: ["websocket", "polling"],
          tryAllTransports: true,
        });
        socket.on("connect", () => {
          console.info("Realtime connection established.");
          setStatus("live");
          const token = getToken();
          if (token)
            socket.emit(SOCKET_EVENTS.authenticate, { token } satisfies AuthenticatePayload);
        });
        socket.on(SOCKET_EVENTS.authError, () => {
          console.warn("Realtime server rejected the session token.");
        });
        socket.on("disconnect", (reason) => {
          // The server or this client closed it on purpose: socket.io will not retry.
          const final = reason === "io server disconnect" || reason === "io client disconnect";
          setStatus(final ? "offline" : "reconnecting");
        });
        socket.io.on("reconnect_attempt", () => setStatus("reconnecting"));
        socket.io.on("reconnect_failed", () => setStatus("offline"));
        socket.onAny((event: string, payload: unknown) => {
          const listeners = handlers.get(event);
          if (listeners) for (const handler of [...listeners]) handler(payload);
        });
        return { socket, authenticateEvent: SOCKET_EVENTS.authenticate };
      },
    );
    return socketPromise;
  };

  const failed = (error: unknown) => {
    setStatus("offline");
    console.error("Realtime connection could not start.", error);
  };

  return {
    authenticate(token) {
      connect()
        .then(({ socket, authenticateEvent }) => {
          if (socket.connected)
            socket.emit(authenticateEvent, { token } satisfies AuthenticatePayload);
          // When not yet connected, the "connect" handler sends the token.
        })
        .catch(failed);
    },
    disconnect() {
      void socketPromise?.then(({ socket }) => socket.disconnect());
      socketPromise = null;
      setStatus("idle");
    },
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      connect().catch(failed);
      return () => {
        set.delete(handler);
      };
    },
    emit(event, payload) {
      connect()
        .then(({ socket }) => socket.emit(event, payload))
        .catch(failed);
    },
    getStatus: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}
