import type { Server as HttpServer } from "node:http";
import { authenticatePayloadSchema } from "@proparena/contracts/realtime";
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { TOKEN_INVALID_MESSAGE } from "@proparena/contracts/error-codes";
import { Server } from "socket.io";
import { userForToken } from "../services/auth/sessions";
import type { ServiceContext } from "../services/service-context";

/**
 * socket.io at /socket.io. A client proves who it is with `authenticate {token}` on connect
 * and on each protected navigation; a bad token gets `auth_error` and is disconnected.
 */
export function createSocketServer(httpServer: HttpServer, ctx: ServiceContext) {
  const io = new Server(httpServer, { path: "/socket.io", serveClient: false });
  io.on("connection", (socket) => {
    socket.on(SOCKET_EVENTS.authenticate, async (payload: unknown, ack?: unknown) => {
      const parsed = authenticatePayloadSchema.safeParse(payload);
      const user = parsed.success ? await userForToken(ctx.db, ctx.clock, parsed.data.token) : null;
      const reply = typeof ack === "function" ? (ack as (body: unknown) => void) : undefined;
      if (!user) {
        const body = { message: TOKEN_INVALID_MESSAGE };
        reply?.(body);
        socket.emit(SOCKET_EVENTS.authError, body);
        socket.disconnect(true);
        return;
      }
      const data = socket.data as { userId?: string };
      if (data.userId && data.userId !== user.id) await socket.leave(`user:${data.userId}`);
      data.userId = user.id;
      await socket.join(`user:${user.id}`);
      const body = { userId: user.id };
      reply?.(body);
      socket.emit(SOCKET_EVENTS.authenticated, body);
    });
  });
  return io;
}
