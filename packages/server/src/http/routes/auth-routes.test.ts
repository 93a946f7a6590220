import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { UNIFORM_ANSWER_MS } from "../uniform-timing";
import { startTestServer, tokenFromEmail, type TestServer } from "../../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let n = 0;
const freshEmail = () => `trader${++n}@example.com`;
const PASSWORD = "correct horse battery";

async function signUp(email = freshEmail(), password = PASSWORD) {
  const res = await server.request("POST", "/api/auth/signup", {
    body: { email, password, name: "Ada Trader" },
  });
  expect(res.status).toBe(201);
  return email;
}

async function verify(email: string) {
  const mail = await server.lastEmailTo(email);
  const res = await server.request("POST", "/api/auth/verify-email", {
    body: { token: tokenFromEmail(mail!.text) },
  });
  expect(res.status).toBe(200);
}

async function signedIn(): Promise<{ email: string; token: string }> {
  const email = await signUp();
  await verify(email);
  const res = await server.request("POST", "/api/auth/signin", {
    body: { email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return { email, token: res.body.token };
}

describe("POST /api/auth/signup", () => {
  it("creates an unverified user (201) and sends a verification link to <origin>/auth/verify/email/<token>", async () => {
    const email = freshEmail();
    const res = await server.request("POST", "/api/auth/signup", {
      body: { email: `  ${email.toUpperCase()} `, password: PASSWORD, name: "  Ada  " },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email, message: expect.stringContaining(email) });
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Ada", isAdmin: false, emailVerifiedAt: null });
    const mail = await server.lastEmailTo(email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/verify\/email\/[0-9a-f]{64}/);
  });

  it("answers an address that has an account exactly as a new one, and tells the owner by e-mail", async () => {
    const { email } = await signedIn();
    const timed = async (address: string) => {
      const started = performance.now();
      const res = await server.request("POST", "/api/auth/signup", {
        body: { email: address, password: "another long password", name: "Copy" },
      });
      return { status: res.status, body: res.body, ms: performance.now() - started };
    };
    const taken = await timed(email.toUpperCase());
    const fresh = await timed(freshEmail());
    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
    expect(taken.body.message.replace(email, "@")).toBe(
      fresh.body.message.replace(/\S+@\S+\./, "@."),
    );
    // Both answers wait out the same floor, whichever path ran.
    expect(taken.ms).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    expect(fresh.ms).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    const told = await server.lastEmailTo(email);
    expect(told?.subject).toBe("You already have a PropArena account");
    expect(told?.text).toContain("http://localhost:3000/auth/reset-password");
    // Nothing changed: the password still works, and there is one user with that address.
    const signin = await server.request("POST", "/api/auth/signin", {
      body: { email, password: PASSWORD },
    });
    expect(signin.status).toBe(200);
    expect(
      await server.database.db.select().from(users).where(eq(users.email, email)),
    ).toHaveLength(1);
  });

  it("activates only the credentials of the sign-up whose link is followed: a first sign-up with someone else's address keeps no way in", async () => {
    const email = freshEmail();
    const attackerPassword = "mallory was here first";
    const first = await server.request("POST", "/api/auth/signup", {
      body: { email, password: attackerPassword, name: "Mallory" },
    });
    const attackerLink = tokenFromEmail((await server.lastEmailTo(email))!.text);
    const second = await server.request("POST", "/api/auth/signup", {
      body: { email, password: PASSWORD, name: "Ada Owner" },
    });
    // The same answer for both: sign-up never tells that the address was taken.
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const ownerLink = tokenFromEmail((await server.lastEmailTo(email))!.text);
    expect(ownerLink).not.toBe(attackerLink);

    const ok = await server.request("POST", "/api/auth/verify-email", {
      body: { token: ownerLink },
    });
    expect(ok.status).toBe(200);
    // Verifying ends every other link: the first sign-up's link no longer activates anything.
    const late = await server.request("POST", "/api/auth/verify-email", {
      body: { token: attackerLink },
    });
    expect(late.body.code).toBe("LINK_INVALID");
    const attacker = await server.request("POST", "/api/auth/signin", {
      body: { email, password: attackerPassword },
    });
    expect(attacker.status).toBe(401);
    const owner = await server.request("POST", "/api/auth/signin", {
      body: { email, password: PASSWORD },
    });
    expect(owner.status).toBe(200);
    expect(owner.body.user.name).toBe("Ada Owner");
  });

  it("lets the first sign-up's own link activate its own password while the second's is unused", async () => {
    const email = freshEmail();
    await signUp(email, "first choice of words");
    const firstLink = tokenFromEmail((await server.lastEmailTo(email))!.text);
    await signUp(email, PASSWORD);
    const verified = await server.request("POST", "/api/auth/verify-email", {
      body: { token: firstLink },
    });
    expect(verified.status).toBe(200);
    const signin = (password: string) =>
      server.request("POST", "/api/auth/signin", { body: { email, password } });
    expect((await signin("first choice of words")).status).toBe(200);
    expect((await signin(PASSWORD)).status).toBe(401);
  });

  it.each([
    [{ password: PASSWORD, name: "A" }, "email", "Email is required"],
    [
      { email: "not-an-email", password: PASSWORD, name: "A" },
      "email",
      "Enter a valid email address",
    ],
    [
      { email: "a@b.co", password: "short", name: "A" },
      "password",
      "Password must be at least 10 characters",
    ],
    [{ email: "a@b.co", password: PASSWORD }, "name", "Name is required"],
    [{ email: "a@b.co", password: PASSWORD, name: "   " }, "name", "Name is required"],
    [{ email: 42, password: PASSWORD, name: "A" }, "email", "Email is required"],
  ])("rejects %j with 400 on %s: %s", async (body, path, message) => {
    const res = await server.request("POST", "/api/auth/signup", { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it("refuses a weak or common password at the password field, creating nothing", async () => {
    for (const password of ["P@ssw0rd2024", "1234567890", "ada lovelace!"]) {
      const res = await server.request("POST", "/api/auth/signup", {
        body: { email: "ada.lovelace@example.com", password, name: "Ada Lovelace" },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      expect(res.body.issues).toEqual([
        { path: "password", message: expect.stringMatching(/too easy to guess|most common/) },
      ]);
    }
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "ada.lovelace@example.com"));
    expect(row).toBeUndefined();
    expect(await server.lastEmailTo("ada.lovelace@example.com")).toBeUndefined();
  });

  it("answers 400 with a clear message for malformed JSON and for a missing body, creating nothing", async () => {
    const bad = await server.request("POST", "/api/auth/signup", { rawBody: '{"email": "x@y.z",' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: "The request body is not valid JSON",
      code: "BAD_REQUEST",
    });
    const empty = await server.request("POST", "/api/auth/signup");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Request body must be a JSON object");
    expect(await server.lastEmailTo("x@y.z")).toBeUndefined();
  });
});

describe("email verification", () => {
  it("a verification link works once", async () => {
    const email = await signUp();
    const token = tokenFromEmail((await server.lastEmailTo(email))!.text);
    const first = await server.request("POST", "/api/auth/verify-email", { body: { token } });
    expect(first.status).toBe(200);
    const again = await server.request("POST", "/api/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("LINK_INVALID");
  });

  it("a verification link expires after 24 hours", async () => {
    const email = await signUp();
    const token = tokenFromEmail((await server.lastEmailTo(email))!.text);
    server.clock.advance(24 * 3_600_000 + 1);
    try {
      const res = await server.request("POST", "/api/auth/verify-email", { body: { token } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      server.clock.advance(-(24 * 3_600_000 + 1));
    }
  });

  it("rejects unknown and malformed tokens", async () => {
    const unknown = await server.request("POST", "/api/auth/verify-email", {
      body: { token: "a".repeat(64) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("LINK_INVALID");
    const malformed = await server.request("POST", "/api/auth/verify-email", {
      body: { token: "abc" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("VALIDATION_ERROR");
  });

  it("resend answers 202 for known and unknown emails; the new link carries no password and asks for one", async () => {
    const email = await signUp();
    const oldText = (await server.lastEmailTo(email))!.text;
    const res = await server.request("POST", "/api/auth/verify-email/resend", { body: { email } });
    expect(res.status).toBe(202);
    const newText = (await server.lastEmailTo(email))!.text;
    const link = tokenFromEmail(newText);
    expect(link).not.toBe(tokenFromEmail(oldText));
    const asks = await server.request("POST", "/api/auth/verify-email", { body: { token: link } });
    expect(asks.status).toBe(400);
    expect(asks.body).toMatchObject({ code: "PASSWORD_REQUIRED", issues: [{ path: "password" }] });
    const weak = await server.request("POST", "/api/auth/verify-email", {
      body: { token: link, password: "1234567890" },
    });
    expect(weak.body.issues[0].path).toBe("password");
    const chosen = "a password chosen on the page";
    const verified = await server.request("POST", "/api/auth/verify-email", {
      body: { token: link, password: chosen },
    });
    expect(verified.status).toBe(200);
    const signin = (password: string) =>
      server.request("POST", "/api/auth/signin", { body: { email, password } });
    expect((await signin(chosen)).status).toBe(200);
    // Whatever the account row held before verification never became a way in.
    expect((await signin(PASSWORD)).status).toBe(401);

    const nobody = await server.request("POST", "/api/auth/verify-email/resend", {
      body: { email: "nobody@example.com" },
    });
    expect(nobody.status).toBe(202);
    expect(nobody.body.message).toBe(res.body.message);
    expect(await server.lastEmailTo("nobody@example.com")).toBeUndefined();
  });
});

describe("sign in, check, sign out", () => {
  it("signs in a verified user with a 64-hex token that /auth/check accepts", async () => {
    const { email, token } = await signedIn();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const check = await server.request("GET", "/api/auth/check", { token });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      message: "Token is valid",
      user: { email, isAdmin: false },
    });
  });

  it("refuses an unverified user with 403 and says why", async () => {
    const email = await signUp();
    const res = await server.request("POST", "/api/auth/signin", {
      body: { email, password: PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("answers one generic 401 for a wrong password and for an unknown email", async () => {
    const email = await signUp();
    await verify(email);
    const wrong = await server.request("POST", "/api/auth/signin", {
      body: { email, password: "wrong password!" },
    });
    const unknown = await server.request("POST", "/api/auth/signin", {
      body: { email: "ghost@example.com", password: PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      message: "Incorrect email or password.",
      code: "INVALID_CREDENTIALS",
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ["no header", undefined],
    ["garbage", "Bearer not-a-token"],
    ["unknown token", `Bearer ${"f".repeat(64)}`],
    ["wrong scheme", `Basic ${"f".repeat(64)}`],
  ])("check answers 401 Token is invalid for %s", async (_name, authorization) => {
    const res = await server.request("GET", "/api/auth/check", {
      headers: authorization ? { authorization } : {},
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Token is invalid", code: "TOKEN_INVALID" });
  });

  it("sign-out revokes that token only", async () => {
    const { email, token } = await signedIn();
    const other = await server.request("POST", "/api/auth/signin", {
      body: { email, password: PASSWORD },
    });
    const out = await server.request("POST", "/api/auth/signout", { token });
    expect(out.status).toBe(200);
    expect((await server.request("GET", "/api/auth/check", { token })).status).toBe(401);
    expect(
      (await server.request("GET", "/api/auth/check", { token: other.body.token })).status,
    ).toBe(200);
    expect((await server.request("POST", "/api/auth/signout", { token })).status).toBe(401);
  });

  it("a session expires after its time to live", async () => {
    const { token } = await signedIn();
    server.clock.advance(24 * 3_600_000 + 1);
    try {
      expect((await server.request("GET", "/api/auth/check", { token })).status).toBe(401);
    } finally {
      server.clock.advance(-(24 * 3_600_000 + 1));
    }
    expect((await server.request("GET", "/api/auth/check", { token })).status).toBe(200);
  });

  it("admin check answers isAdmin false for a trader and 401 without a token", async () => {
    const { token } = await signedIn();
    const res = await server.request("GET", "/api/auth/admin/check", { token });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(false);
    expect((await server.request("GET", "/api/auth/admin/check")).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers 202 whether or not the account exists, and sends mail only to a real account", async () => {
    const email = await signUp();
    const known = await server.request("POST", "/api/auth/reset-password/request", {
      body: { email },
    });
    const unknown = await server.request("POST", "/api/auth/reset-password/request", {
      body: { email: "nope@example.com" },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect((await server.lastEmailTo(email))!.subject).toMatch(/Reset/);
    expect(await server.lastEmailTo("nope@example.com")).toBeUndefined();
  });

  it("sets the new password once, revokes every session, and verifies the email", async () => {
    const { email, token } = await signedIn();
    await server.request("POST", "/api/auth/reset-password/request", { body: { email } });
    const mail = (await server.lastEmailTo(email))!;
    expect(mail.text).toContain("http://localhost:3000/auth/reset-password?token=");
    const resetToken = tokenFromEmail(mail.text);
    const res = await server.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "a brand new secret" },
    });
    expect(res.status).toBe(200);
    expect((await server.request("GET", "/api/auth/check", { token })).status).toBe(401);
    expect(
      (await server.request("POST", "/api/auth/signin", { body: { email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.request("POST", "/api/auth/signin", {
          body: { email, password: "a brand new secret" },
        })
      ).status,
    ).toBe(200);
    const reuse = await server.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "another new secret" },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe("LINK_INVALID");
  });

  it("only the newest reset link works, and none once the password has changed", async () => {
    const email = await signUp();
    const link = async () => {
      await server.request("POST", "/api/auth/reset-password/request", { body: { email } });
      return tokenFromEmail((await server.lastEmailTo(email))!.text);
    };
    const [older, newer] = [await link(), await link()];
    const stale = await server.request("POST", "/api/auth/reset-password", {
      body: { token: older, password: "a brand new secret" },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe("LINK_INVALID");
    const third = await link();
    // The link sent before the last one was voided by it, even though it was never used.
    const voided = await server.request("POST", "/api/auth/reset-password", {
      body: { token: newer, password: "a brand new secret" },
    });
    expect(voided.status).toBe(400);
    const used = await server.request("POST", "/api/auth/reset-password", {
      body: { token: third, password: "a brand new secret" },
    });
    expect(used.status).toBe(200);
  });

  it("a weak new password is refused and the link still works", async () => {
    const email = await signUp();
    await server.request("POST", "/api/auth/reset-password/request", { body: { email } });
    const resetToken = tokenFromEmail((await server.lastEmailTo(email))!.text);
    const weak = await server.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "qwertyuiop" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.issues[0].path).toBe("password");
    const strong = await server.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "violet kettle under 9 maps" },
    });
    expect(strong.status).toBe(200);
  });

  it("a reset link expires after 30 minutes and a short new password is refused", async () => {
    const email = await signUp();
    await server.request("POST", "/api/auth/reset-password/request", { body: { email } });
    const resetToken = tokenFromEmail((await server.lastEmailTo(email))!.text);
    const short = await server.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 10 characters");
    server.clock.advance(30 * 60_000 + 1);
    try {
      const late = await server.request("POST", "/api/auth/reset-password", {
        body: { token: resetToken, password: "long enough now" },
      });
      expect(late.status).toBe(400);
      expect(late.body.code).toBe("LINK_INVALID");
    } finally {
      server.clock.advance(-(30 * 60_000 + 1));
    }
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    const res = await server.request("GET", "/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No route for GET /api/no-such-thing", code: "NOT_FOUND" });
  });
});
