import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_FILES, upload } from "../../test/sample-files";
import { startTestServer, tokenFromEmail, type TestServer } from "../../test/test-server";
import { signedInTrader, TEST_PASSWORD } from "../../test/test-users";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: "2026-03-04T12:00:10Z" });
});
afterAll(() => server.close());

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: server.clock.now().getTime() + offsetSteps * 30_000,
  });
const signIn = (email: string, code?: string) =>
  server.request("POST", "/api/auth/signin", {
    body: { email, password: TEST_PASSWORD, ...(code !== undefined ? { code } : {}) },
  });

async function turnOn(token: string) {
  const setup = await server.request("POST", "/api/account/2fa/setup", {
    token,
    body: { currentPassword: TEST_PASSWORD },
  });
  expect(setup.status).toBe(200);
  const enabled = await server.request("POST", "/api/account/2fa/enable", {
    token,
    body: { code: codeAt(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return {
    secret: setup.body.secret as string,
    recoveryCodes: enabled.body.recoveryCodes as string[],
  };
}

describe("two-factor sign-in", () => {
  it("is set up from a QR code, confirmed by a code, and then asked for at every sign-in", async () => {
    const token = await signedInTrader(server, "totp@example.com");
    const wrongPassword = await server.request("POST", "/api/account/2fa/setup", {
      token,
      body: { currentPassword: "nope" },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.issues[0].path).toBe("currentPassword");

    const setup = await server.request("POST", "/api/account/2fa/setup", {
      token,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/PropArena:totp%40example.com\?/);
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCodeDataUrl.split(",")[1], "base64").toString()).toContain(
      "<svg",
    );
    // Not on until a code confirms it.
    expect((await signIn("totp@example.com")).status).toBe(200);
    const bad = await server.request("POST", "/api/account/2fa/enable", {
      token,
      body: { code: codeAt(setup.body.secret, 5) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "TWO_FACTOR_INVALID", issues: [{ path: "code" }] });

    const enabled = await server.request("POST", "/api/account/2fa/enable", {
      token,
      body: { code: codeAt(setup.body.secret) },
    });
    expect(enabled.body.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect((await server.lastEmailTo("totp@example.com"))?.subject).toMatch(
      /Two-factor sign-in is on/,
    );

    const asked = await signIn("totp@example.com");
    expect(asked.status).toBe(401);
    expect(asked.body.code).toBe("TWO_FACTOR_REQUIRED");
    expect(asked.body.token).toBeUndefined();
    // The code that turned it on was used: the same code is refused, the next step's works.
    expect((await signIn("totp@example.com", codeAt(setup.body.secret))).body.code).toBe(
      "SIGN_IN_CODE_INVALID",
    );
    server.clock.advance(30_000);
    const ok = await signIn("totp@example.com", codeAt(setup.body.secret));
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[0-9a-f]{64}$/);
    // ... and a replay of that code is refused.
    expect((await signIn("totp@example.com", codeAt(setup.body.secret))).status).toBe(401);
  });

  it("accepts one step of clock drift either way, never two", async () => {
    const token = await signedInTrader(server, "drift@example.com");
    const { secret } = await turnOn(token);
    server.clock.advance(5 * 30_000);
    expect((await signIn("drift@example.com", codeAt(secret, 2))).status).toBe(401);
    expect((await signIn("drift@example.com", codeAt(secret, -2))).status).toBe(401);
    expect((await signIn("drift@example.com", codeAt(secret, 1))).status).toBe(200);
    // A step before one already used is refused too.
    expect((await signIn("drift@example.com", codeAt(secret, -1))).status).toBe(401);
  });

  it("takes each recovery code once; regenerating voids the old ones; turning off needs the password and a code", async () => {
    const token = await signedInTrader(server, "recover@example.com");
    const { secret, recoveryCodes } = await turnOn(token);
    const first = recoveryCodes[0]!;
    expect((await signIn("recover@example.com", first.toUpperCase())).status).toBe(200);
    expect((await signIn("recover@example.com", first)).status).toBe(401);
    let status = await server.request("GET", "/api/account/2fa", { token });
    expect(status.body.twoFactor.recoveryCodesLeft).toBe(9);

    server.clock.advance(30_000);
    const fresh = await server.request("POST", "/api/account/2fa/recovery-codes", {
      token,
      body: { code: codeAt(secret) },
    });
    expect(fresh.body.twoFactor.recoveryCodesLeft).toBe(10);
    expect((await signIn("recover@example.com", recoveryCodes[1])).status).toBe(401);
    expect((await signIn("recover@example.com", fresh.body.recoveryCodes[0])).status).toBe(200);

    server.clock.advance(30_000);
    const noPassword = await server.request("POST", "/api/account/2fa/disable", {
      token,
      body: { currentPassword: "wrong", code: codeAt(secret) },
    });
    expect(noPassword.status).toBe(400);
    status = await server.request("GET", "/api/account/2fa", { token });
    expect(status.body.twoFactor.enabled).toBe(true);
    const off = await server.request("POST", "/api/account/2fa/disable", {
      token,
      body: { currentPassword: TEST_PASSWORD, code: codeAt(secret) },
    });
    expect(off.body.twoFactor).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await signIn("recover@example.com")).status).toBe(200);
  });
});

describe("changing the e-mail address", () => {
  it("moves the account only when the link sent to the new address is followed", async () => {
    const token = await signedInTrader(server, "old@example.com");
    const wrong = await server.request("POST", "/api/account/email", {
      token,
      body: { newEmail: "new@example.com", currentPassword: "nope" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues[0].path).toBe("currentPassword");
    expect(await server.lastEmailTo("new@example.com")).toBeUndefined();

    const asked = await server.request("POST", "/api/account/email", {
      token,
      body: { newEmail: "New@Example.com", currentPassword: TEST_PASSWORD },
    });
    expect(asked.body).toEqual({
      message: "We sent a confirmation link to new@example.com.",
      pendingEmail: "new@example.com",
    });
    expect((await server.lastEmailTo("old@example.com"))?.subject).toMatch(/change of your/);
    const link = (await server.lastEmailTo("new@example.com"))!.text;
    expect(link).toContain("http://localhost:3000/auth/change-email/");
    // Nothing changed yet.
    expect((await signIn("old@example.com")).status).toBe(200);

    const confirmed = await server.request("POST", "/api/auth/email-change/confirm", {
      body: { token: tokenFromEmail(link) },
    });
    expect(confirmed.body).toEqual({
      message: "Your account now uses new@example.com.",
      email: "new@example.com",
    });
    expect((await signIn("old@example.com")).status).toBe(401);
    expect((await signIn("new@example.com")).status).toBe(200);
    expect((await server.lastEmailTo("old@example.com"))?.subject).toMatch(/was changed/);
    const again = await server.request("POST", "/api/auth/email-change/confirm", {
      body: { token: tokenFromEmail(link) },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("LINK_INVALID");
  });

  it("answers the same for an address that has an account, tells its owner, and never moves onto it", async () => {
    const token = await signedInTrader(server, "mover@example.com");
    await signedInTrader(server, "taken@example.com");
    const asked = await server.request("POST", "/api/account/email", {
      token,
      body: { newEmail: "taken@example.com", currentPassword: TEST_PASSWORD },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.pendingEmail).toBe("taken@example.com");
    const told = await server.lastEmailTo("taken@example.com");
    expect(told?.subject).toMatch(/Someone tried to move/);
    expect(told?.text).not.toMatch(/[0-9a-f]{64}/);
  });

  it("refuses the link when the address was taken after it was sent (409)", async () => {
    const token = await signedInTrader(server, "slow@example.com");
    await server.request("POST", "/api/account/email", {
      token,
      body: { newEmail: "race@example.com", currentPassword: TEST_PASSWORD },
    });
    const link = (await server.lastEmailTo("race@example.com"))!.text;
    await signedInTrader(server, "race@example.com");
    const late = await server.request("POST", "/api/auth/email-change/confirm", {
      body: { token: tokenFromEmail(link) },
    });
    expect(late.status).toBe(409);
    expect((await signIn("slow@example.com")).status).toBe(200);
  });
});

describe("preferences, avatar and the public profile", () => {
  it("keeps preferences over their defaults", async () => {
    const token = await signedInTrader(server, "prefs@example.com");
    const initial = await server.request("GET", "/api/account/preferences", { token });
    expect(initial.body.preferences).toEqual({
      emailBreaches: true,
      emailPhasePasses: true,
      emailSupportReplies: true,
      emailProductNews: false,
      sound: true,
      reducedMotion: false,
      oneClickTrading: false,
      hotkeys: false,
    });
    const changed = await server.request("PATCH", "/api/account/preferences", {
      token,
      body: { sound: false, emailSupportReplies: false },
    });
    expect(changed.body.preferences).toMatchObject({
      sound: false,
      emailSupportReplies: false,
      emailBreaches: true,
    });
    expect(
      (await server.request("GET", "/api/account/preferences", { token })).body.preferences.sound,
    ).toBe(false);
    const bad = await server.request("PATCH", "/api/account/preferences", {
      token,
      body: { sound: "off" },
    });
    expect(bad.status).toBe(400);
  });

  it("resizes an avatar to 256x256 without its metadata, and shows it only while the profile is public", async () => {
    const token = await signedInTrader(server, "face@example.com");
    const big = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#3366ff" },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret place" } } })
      .toBuffer();
    const uploaded = await upload(server, token, "avatar", big, { name: "me.jpg" });
    expect(uploaded.status).toBe(201);
    const stored = Buffer.from(
      await (await fetch(server.url + uploaded.body.file.url)).arrayBuffer(),
    );
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, "jpeg"]);
    expect(meta.exif).toBeUndefined();

    const other = await signedInTrader(server, "thief@example.com");
    const stolen = await server.request("PATCH", "/api/account/profile", {
      token: other,
      body: { avatarFileId: uploaded.body.file.id },
    });
    expect(stolen.status).toBe(400);
    const set = await server.request("PATCH", "/api/account/profile", {
      token,
      body: { avatarFileId: uploaded.body.file.id },
    });
    expect(set.body.profile).toMatchObject({
      avatarUrl: `/api/public/files/${uploaded.body.file.id}`,
      publicProfile: true,
      publicName: "Test T.",
    });
    const hidden = await server.request("PATCH", "/api/account/profile", {
      token,
      body: { publicProfile: false },
    });
    expect(hidden.body.profile.publicName).toBe("Anonymous trader");
    expect((await upload(server, token, "avatar", SAMPLE_FILES.pdf)).status).toBe(400);
  });
});
