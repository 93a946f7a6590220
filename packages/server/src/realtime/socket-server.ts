import type { Server as HttpServer } from "node:http";
import { authenticatePayloadSchema } from "@proparena/contracts/realtime";
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { TOKEN_INVALID_MESSAGE } from "@proparena/contracts/error-codes";
import { Server } from "socket.io";
import { hashToken } from "../lib/secret-token";
import { onSessionsEnded, userForToken, type Revocation } from "../services/auth/sessions";
import { onNoticesCreated } from "../services/notices/notice-bus";
import type { ServiceContext } from "../services/service-context";

const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
const userRoom = (userId: string) => `user:${userId}`;
/** Every socket that has authenticated, whoever it is. */
const SIGNED_IN = "signed-in";

/**
 * socket.io at /socket.io. A client proves who it is with `authenticate {token}` on connect
 * and on each protected navigation; a bad token gets `auth_error` and is disconnected. When a
 * session ends (sign-out, password change or reset, revocation, deletion) on any instance,
 * the sockets it authenticated get `auth_error` and are disconnected at once. A notice recorded
 * on this instance goes to its owner's sockets as `notice:new`.
 */
export function createSocketServer(httpServer: HttpServer, ctx: ServiceContext) {
  const io = new Server(httpServer, { path: "/socket.io", serveClient: false });
  const endSockets = (revocation: Revocation) => {
    const room =
      "all" in revocation
        ? SIGNED_IN
        : "tokenHash" in revocation
          ? sessionRoom(revocation.tokenHash)
          : userRoom(revocation.userId);
    // This instance's sockets only: every instance hears of the revocation itself.
    const sockets = io.local.in(room);
    sockets.emit(SOCKET_EVENTS.authError, { message: TOKEN_INVALID_MESSAGE });
    sockets.disconnectSockets(true);
  };
  const stopSessions = onSessionsEnded(endSockets);
  // Notices recorded by this instance go to their owners' rooms (every instance's, with the Redis
  // adapter). With the in-memory adapter a room nobody is in is skipped before any encoding.
  const stopNotices = onNoticesCreated((created) => {
    const adapter = io.of("/").adapter as { rooms: Map<string, unknown>; allRooms?: unknown };
    const everywhere = adapter.allRooms !== undefined;
    for (const { userId, notice } of created) {
      if (!everywhere && !adapter.rooms.has(userRoom(userId))) continue;
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.notice, notice);
    }
  });
  const stop = () => {
    stopSessions();
    stopNotices();
  };
  io.on("close", stop);
  httpServer.on("close", stop);
  io.on("connection", (socket) => {
    socket.on(SOCKET_EVENTS.authenticate, async (payload: unknown, ack?: unknown) => {
      const parsed = authenticatePayloadSchema.safeParse(payload);
      const user = parsed.success ? await userForToken(ctx, parsed.data.token) : null;
      const reply = typeof ack === "function" ? (ack as (body: unknown) => void) : undefined;
      if (!user) {
        const body = { message: TOKEN_INVALID_MESSAGE };
        reply?.(body);
        socket.emit(SOCKET_EVENTS.authError, body);
        socket.disconnect(true);
        return;
      }
      const data = socket.data as { userId?: string; tokenHash?: string };
      if (data.userId && data.userId !== user.id) await socket.leave(userRoom(data.userId));
      if (data.tokenHash) await socket.leave(sessionRoom(data.tokenHash));
      data.userId = user.id;
      data.tokenHash = hashToken(parsed.data!.token);
      await socket.join([userRoom(user.id), sessionRoom(data.tokenHash), SIGNED_IN]);
      const body = { userId: user.id };
      reply?.(body);
      socket.emit(SOCKET_EVENTS.authenticated, body);
    });
  });
  return io;
}
