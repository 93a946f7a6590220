import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../test/test-users";
import { failureDelayMs } from "./rate-limits";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Behind a proxy, so each test client can come from its own address.
    trustProxy: true,
    rateLimits: {
      signinPerIpAndEmail: { max: 3, windowMs: 60_000 },
      signinPerIp: { max: 6, windowMs: 60_000 },
      emailSendPerEmail: { max: 2, windowMs: 60_000 },
      tokenPerIp: { max: 2, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.close());

const signin = (email: string, ip: string, password = "whatever password") =>
  server.request("POST", "/api/auth/signin", {
    body: { email, password },
    headers: { "x-forwarded-for": ip },
  });

describe("rate limits", () => {
  it("limits sign-in per IP and e-mail (429 after 3 tries), then per IP (429 after 6)", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signin("target@example.com", "10.0.0.1")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signin("target@example.com", "10.0.0.1");
    expect(limited.body).toEqual({
      message: expect.stringContaining("Too many attempts"),
      code: "RATE_LIMITED",
    });

    // Five tries so far from this IP; another email gets the sixth, then the IP is limited.
    const others = [];
    for (let i = 0; i < 3; i++)
      others.push((await signin(`other${i}@example.com`, "10.0.0.1")).status);
    expect(others).toEqual([401, 429, 429]);
  });

  it("an attacker hammering an e-mail from many IPs does not lock its owner out", async () => {
    await signedInTrader(server, "victim@example.com");
    // Eight wrong passwords from four addresses: the last three already wait, none is refused.
    const attacks = [];
    for (let i = 0; i < 8; i++) attacks.push(signin("victim@example.com", `10.1.0.${i % 4}`));
    const statuses = (await Promise.all(attacks)).map((r) => r.status);
    expect(statuses).toEqual(Array(8).fill(401));

    // The owner, from a new address, signs in at once: a right password is never slowed.
    const started = performance.now();
    const owner = await signin("victim@example.com", "192.0.2.7", TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(failureDelayMs(8));

    // The attacker's next wrong guess waits longer still (the 9th failure on the e-mail).
    const slowedAt = performance.now();
    expect((await signin("victim@example.com", "10.1.0.9")).status).toBe(401);
    expect(performance.now() - slowedAt).toBeGreaterThanOrEqual(failureDelayMs(9) - 5);
  });

  it("delays failures progressively: five free, then 250 ms doubling up to 4 s", () => {
    expect([1, 5, 6, 7, 8, 10, 20].map(failureDelayMs)).toEqual([
      0, 0, 250, 500, 1_000, 4_000, 4_000,
    ]);
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

  it("limits link tokens submitted per IP", async () => {
    const submit = () =>
      server.request("POST", "/api/auth/verify-email", {
        body: { token: "0".repeat(64) },
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
    expect([(await submit()).status, (await submit()).status, (await submit()).status]).toEqual([
      400, 400, 429,
    ]);
  });
});
