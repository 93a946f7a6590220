import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInTrader } from "../../test/test-users";

// Sessions of this server end after 2 hours without a request, and 24 hours after sign-in.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionIdleHours: 2 });
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const check = async (token: string) =>
  (await server.request("GET", "/api/auth/check", { token })).status;

describe("session lifetime", () => {
  it("ends a session left unused for longer than the idle timeout", async () => {
    const token = await signedInTrader(server, "idle@example.com");
    server.clock.advance(2 * HOUR - 60_000);
    expect(await check(token)).toBe(200); // used just in time: the idle clock restarts
    server.clock.advance(2 * HOUR - 60_000);
    expect(await check(token)).toBe(200);
    server.clock.advance(2 * HOUR + 1);
    expect(await check(token)).toBe(401);
    // Using it again does not bring it back.
    expect(await check(token)).toBe(401);
  });

  it("ends an active session at its absolute lifetime (24 hours here)", async () => {
    const token = await signedInTrader(server, "busy@example.com");
    for (let hour = 1; hour < 24; hour++) {
      server.clock.advance(HOUR);
      expect([hour, await check(token)]).toEqual([hour, 200]);
    }
    server.clock.advance(HOUR);
    expect(await check(token)).toBe(401);
  });
});
