import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";

let server: TestServer;
let token: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  token = await signedInTrader(server, "socket@example.com");
});
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
afterAll(() => server.close());

function open(): Promise<Socket> {
  const socket = connect(server.url, {
    path: "/socket.io",
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", reject);
  });
}

describe("socket authenticate", () => {
  it("acknowledges a good token and emits authenticated", async () => {
    const socket = await open();
    const event = new Promise((resolve) => socket.once(SOCKET_EVENTS.authenticated, resolve));
    const ack = await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token });
    expect(ack).toEqual({ userId: expect.any(String) });
    expect(await event).toEqual(ack);
    expect(socket.connected).toBe(true);
  });

  it("answers a bad token with auth_error and disconnects", async () => {
    const socket = await open();
    const error = new Promise((resolve) => socket.once(SOCKET_EVENTS.authError, resolve));
    const gone = new Promise((resolve) => socket.once("disconnect", resolve));
    socket.emit(SOCKET_EVENTS.authenticate, { token: "f".repeat(64) });
    expect(await error).toEqual({ message: "Token is invalid" });
    expect(await gone).toBe("io server disconnect");
  });

  it("treats a malformed payload as a bad token", async () => {
    const socket = await open();
    const gone = new Promise((resolve) => socket.once("disconnect", resolve));
    socket.emit(SOCKET_EVENTS.authenticate, "not an object");
    expect(await gone).toBe("io server disconnect");
  });

  it("a revoked token no longer authenticates", async () => {
    const other = await server.request("POST", "/api/auth/signin", {
      body: { email: "socket@example.com", password: "correct horse battery" },
    });
    await server.request("POST", "/api/auth/signout", { token: other.body.token });
    const socket = await open();
    const ack = await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token: other.body.token });
    expect(ack).toEqual({ message: "Token is invalid" });
  });

  it("sign-out cuts the sockets of that session at once, and only those", async () => {
    const signIn = async () =>
      (
        await server.request("POST", "/api/auth/signin", {
          body: { email: "socket@example.com", password: "correct horse battery" },
        })
      ).body.token as string;
    const [leaving, staying] = [await signIn(), await signIn()];
    const [a, b] = [await open(), await open()];
    await a.emitWithAck(SOCKET_EVENTS.authenticate, { token: leaving });
    await b.emitWithAck(SOCKET_EVENTS.authenticate, { token: staying });
    const error = new Promise((resolve) => a.once(SOCKET_EVENTS.authError, resolve));
    const gone = new Promise((resolve) => a.once("disconnect", resolve));
    expect((await server.request("POST", "/api/auth/signout", { token: leaving })).status).toBe(
      200,
    );
    expect(await error).toEqual({ message: "Token is invalid" });
    expect(await gone).toBe("io server disconnect");
    // Cut with `a`, `b` would have its disconnect before this answer; it is answered instead.
    expect(
      await b.timeout(5_000).emitWithAck(SOCKET_EVENTS.authenticate, { token: staying }),
    ).toEqual({ userId: expect.any(String) });
    expect(b.connected).toBe(true);
  });

  it("a password reset cuts every socket of the user", async () => {
    const socket = await open();
    await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token });
    const gone = new Promise((resolve) => socket.once("disconnect", resolve));
    await server.request("POST", "/api/auth/reset-password/request", {
      body: { email: "socket@example.com" },
    });
    const mail = await server.lastEmailTo("socket@example.com");
    const resetToken = /token=([0-9a-f]{64})/.exec(mail!.text)![1];
    const reset = await server.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "another good long password" },
    });
    expect(reset.status).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });
});
