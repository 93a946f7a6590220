import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, tokenFromEmail, type TestServer } from "../../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../../test/test-users";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1";

const signIn = async (email: string, password = TEST_PASSWORD, userAgent = CHROME) =>
  server.request("POST", "/api/auth/signin", {
    body: { email, password },
    headers: { "user-agent": userAgent },
  });
const sessionsOf = (token: string) => server.request("GET", "/api/account/sessions", { token });
const alive = async (token: string) =>
  (await server.request("GET", "/api/auth/check", { token })).status === 200;

describe("the trader's sessions", () => {
  it("lists each live session with its browser and address, the current one first", async () => {
    const email = "sessions@example.com";
    await signedInTrader(server, email);
    const phone = (await signIn(email, TEST_PASSWORD, IPHONE)).body.token;
    const desk = (await signIn(email)).body.token;
    const res = await sessionsOf(desk);
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(3);
    expect(res.body.sessions[0]).toMatchObject({
      current: true,
      userAgent: CHROME,
      ip: "127.0.0.1",
    });
    expect(res.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(res.body.sessions.map((s: { userAgent: string }) => s.userAgent)).toContain(IPHONE);
    expect(JSON.stringify(res.body)).not.toContain(phone);
  });

  it("signs out one session (its token stops working) and 404s on another trader's or an unknown one", async () => {
    const email = "revoke@example.com";
    const first = await signedInTrader(server, email);
    const second = (await signIn(email, TEST_PASSWORD, IPHONE)).body.token;
    const other = (await sessionsOf(first)).body.sessions.find(
      (s: { current: boolean }) => !s.current,
    );
    const stranger = await signedInTrader(server, "stranger@example.com");
    const theirs = await server.request("DELETE", `/api/account/sessions/${other.id}`, {
      token: stranger,
    });
    expect(theirs.status).toBe(404);
    expect(await alive(second)).toBe(true);

    const res = await server.request("DELETE", `/api/account/sessions/${other.id}`, {
      token: first,
    });
    expect(res.body).toEqual({ revoked: 1 });
    expect(await alive(second)).toBe(false);
    expect(await alive(first)).toBe(true);
    expect((await sessionsOf(first)).body.sessions).toHaveLength(1);
    const again = await server.request("DELETE", `/api/account/sessions/${other.id}`, {
      token: first,
    });
    expect(again.status).toBe(404);
    const garbage = await server.request("DELETE", "/api/account/sessions/nope", { token: first });
    expect(garbage.status).toBe(404);
  });

  it("signs out every other session at once", async () => {
    const email = "others@example.com";
    const keep = await signedInTrader(server, email);
    const a = (await signIn(email)).body.token;
    const b = (await signIn(email)).body.token;
    const res = await server.request("POST", "/api/account/sessions/revoke-others", {
      token: keep,
    });
    expect(res.body).toEqual({ revoked: 2 });
    expect([await alive(keep), await alive(a), await alive(b)]).toEqual([true, false, false]);
  });
});

describe("changing the password", () => {
  it("a wrong current password is a 400 on that field and changes nothing", async () => {
    const email = "wrong@example.com";
    const token = await signedInTrader(server, email);
    const res = await server.request("POST", "/api/account/password", {
      token,
      body: { currentPassword: "not my password", newPassword: "plum orbit canyon seventeen" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(res.body.issues).toEqual([
      { path: "currentPassword", message: "Your current password is not right." },
    ]);
    expect((await signIn(email)).status).toBe(200);
  });

  it("a weak new password is refused on its field", async () => {
    const token = await signedInTrader(server, "weak@example.com");
    const res = await server.request("POST", "/api/account/password", {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "password123" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("newPassword");
  });

  it("sets the new password, ends the other sessions and voids a reset link; this session stays", async () => {
    const email = "change@example.com";
    const token = await signedInTrader(server, email);
    const elsewhere = (await signIn(email)).body.token;
    await server.request("POST", "/api/auth/reset-password/request", { body: { email } });
    await server.ctx.mailer.flush();
    const link = tokenFromEmail((await server.lastEmailTo(email))!.text);

    const res = await server.request("POST", "/api/account/password", {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "plum orbit canyon seventeen" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Password changed. 1 other session was signed out.",
      endedSessions: 1,
    });
    expect([await alive(token), await alive(elsewhere)]).toEqual([true, false]);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, "plum orbit canyon seventeen")).status).toBe(200);
    const reset = await server.request("POST", "/api/auth/reset-password", {
      body: { token: link, password: "another fine passphrase 9" },
    });
    expect(reset.status).toBe(400);
  });

  it("needs a session", async () => {
    const res = await server.request("POST", "/api/account/password", {
      body: { currentPassword: "x", newPassword: "plum orbit canyon seventeen" },
    });
    expect(res.status).toBe(401);
  });
});

describe("the profile", () => {
  it("answers the name, the public name, country (United States by default), region and zone", async () => {
    const token = await signedInTrader(server, "profile@example.com");
    const res = await server.request("GET", "/api/account/profile", { token });
    expect(res.body.profile).toMatchObject({
      name: "Test Trader",
      publicName: "Test T.",
      email: "profile@example.com",
      country: "US",
      region: null,
      timeZone: "UTC",
    });
  });

  it("saves a name, a country with one of its regions and a zone; the session shows the new name at once", async () => {
    const token = await signedInTrader(server, "mover@example.com");
    const res = await server.request("PATCH", "/api/account/profile", {
      token,
      body: {
        name: "Ada Lovelace",
        country: "GB",
        region: "Aberdeen City",
        timeZone: "Europe/London",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      name: "Ada Lovelace",
      publicName: "Ada L.",
      country: "GB",
      region: "Aberdeen City",
      timeZone: "Europe/London",
    });
    const check = await server.request("GET", "/api/auth/check", { token });
    expect(check.body.user.name).toBe("Ada Lovelace");
    // A new country without a region clears the old one.
    const moved = await server.request("PATCH", "/api/account/profile", {
      token,
      body: { country: "FR" },
    });
    expect(moved.body.profile).toMatchObject({ country: "FR", region: null });
  });

  it("an unknown country, a region of another country or a made-up zone is a 400 on that field; nothing changes", async () => {
    const token = await signedInTrader(server, "strict@example.com");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ country: "XX" }, "country"],
      [{ country: "US", region: "Aberdeen City" }, "region"],
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
      [{ name: "   " }, "name"],
    ];
    for (const [body, field] of cases) {
      const res = await server.request("PATCH", "/api/account/profile", { token, body });
      expect([field, res.status, res.body.issues?.[0]?.path]).toEqual([field, 400, field]);
    }
    const profile = (await server.request("GET", "/api/account/profile", { token })).body.profile;
    expect(profile).toMatchObject({
      name: "Test Trader",
      country: "US",
      region: null,
      timeZone: "UTC",
    });
  });
});
