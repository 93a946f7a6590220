import { z } from "zod";
import type { Order, Position, Quote, RuleEvidence, Trade } from "./trading";

/**
 * The plain WebSocket stream for bots (issue 32): `ws(s)://<host>/api/stream`, JSON text frames.
 * docs/trading-api.md is the guide; this is the protocol.
 *
 * 1. Authenticate: send `{"op":"auth","key":"pak_..."}` within 10 s (or send the key as
 *    `Authorization: Bearer` on the upgrade request). A browser session token works too.
 * 2. Subscribe: `{"op":"subscribe","quotes":["EURUSD"],"accounts":["<account id>"]}` adds to
 *    what the connection gets (`unsubscribe` takes away). Accounts must be the key's (either
 *    scope: a `trade` key sees what its orders did); quotes are anyone's. Answered with
 *    `subscribed` and the full current subscription.
 * 3. Events: `quote` for each quote of a subscribed symbol; `order`, `position`, `breach`, `pass`
 *    and `account` for subscribed accounts, as they become durable (the same shapes as the REST
 *    answers).
 * 4. Heartbeat: the server sends `{"type":"ping"}` every 15 s; answer `{"op":"pong"}`. A
 *    connection that answers nothing for 45 s is closed. `{"op":"ping"}` gets `{"type":"pong"}`.
 * Errors: `{"type":"error","code","message"}`; a bad or revoked key also closes the connection
 * with code 4401, and a revoked key's open streams close at once.
 */
export const API_STREAM_PATH = "/api/stream";
export const API_STREAM_HEARTBEAT_MS = 15_000;
export const API_STREAM_IDLE_CLOSE_MS = 45_000;
export const API_STREAM_AUTH_TIMEOUT_MS = 10_000;
/** WebSocket close codes: not (or no longer) authenticated; the server is going away. */
export const API_STREAM_CLOSE = { unauthorized: 4401, leaderMoved: 4503 } as const;
export const API_STREAM_MAX_SUBSCRIPTIONS = 100;

const symbols = z.array(z.string().trim().toUpperCase().min(1).max(20)).max(100).default([]);
const accounts = z.array(z.uuid()).max(100).default([]);

/** What a client sends. */
export const apiStreamClientMessageSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("auth"), key: z.string().min(1).max(200) }),
  z.object({ op: z.literal("subscribe"), quotes: symbols, accounts }),
  z.object({ op: z.literal("unsubscribe"), quotes: symbols, accounts }),
  z.object({ op: z.literal("ping") }),
  z.object({ op: z.literal("pong") }),
]);
export type ApiStreamClientMessage = z.input<typeof apiStreamClientMessageSchema>;

/** What the server sends. */
export type ApiStreamServerMessage =
  | { type: "authenticated"; accounts: string[]; scopes: string[] }
  | { type: "subscribed"; quotes: string[]; accounts: string[] }
  | ({ type: "quote" } & Quote)
  | { type: "order"; accountId: string; order: Order }
  | {
      type: "position";
      accountId: string;
      position: Position;
      closed: boolean;
      trade: Trade | null;
    }
  | { type: "breach"; accountId: string; evidence: RuleEvidence }
  | { type: "pass"; accountId: string; evidence: RuleEvidence; nextAccountId: string | null }
  | { type: "ping"; time: number }
  | { type: "pong"; time: number }
  | { type: "error"; code: string; message: string };
