import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      signinPerEmail: { max: 3, windowMs: 60_000 },
      signinPerIp: { max: 6, windowMs: 60_000 },
      emailSendPerEmail: { max: 2, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.close());

const signin = (email: string) =>
  server.request("POST", "/api/auth/signin", { body: { email, password: "whatever password" } });

describe("rate limits", () => {
  it("limits sign-in per email (429 after 3 tries) and then per IP (429 after 6)", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signin("victim@example.com")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signin("victim@example.com");
    expect(limited.body).toEqual({
      message: expect.stringContaining("Too many attempts"),
      code: "RATE_LIMITED",
    });

    // Five tries so far from this IP; another email gets the sixth, then the IP is limited.
    const others = [];
    for (let i = 0; i < 3; i++) others.push((await signin(`other${i}@example.com`)).status);
    expect(others).toEqual([401, 429, 429]);
  });

  it("limits reset-password requests per email", async () => {
    const send = () =>
      server.request("POST", "/api/auth/reset-password/request", {
        body: { email: "reset@example.com" },
      });
    expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([
      202, 202, 429,
    ]);
  });
});
