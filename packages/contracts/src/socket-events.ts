// Plain constants with no zod, so the web app can import them cheaply.

/** Socket.io event names shared by server and web. */
export const SOCKET_EVENTS = {
  /** client -> server, on connect and on each protected navigation (spec §7). */
  authenticate: "authenticate",
  /** server -> client after a good token. */
  authenticated: "authenticated",
  /** server -> client before it disconnects a socket with a bad token. */
  authError: "auth_error",
  /** server -> client: a new notice (contracts `Notice`) for the signed-in trader. */
  notice: "notice:new",
} as const;

/** Client reconnection of spec §9: delay 1 s up to 5 s, jitter 0.5, timeout 20 s. */
export const SOCKET_CLIENT_OPTIONS = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;
