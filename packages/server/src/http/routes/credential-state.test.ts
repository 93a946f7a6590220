import { desc, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails, users } from "../../db/schema";
import { startTestServer, tokenFromEmail, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader, TEST_PASSWORD } from "../../test/test-users";

// Issue 25, invariants 1 and 3: one credential state per account, and second-factor codes
// limited per account whatever address they come from. Over real HTTP on a real database.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: "2026-03-04T12:00:10Z", trustProxy: true });
});
afterAll(() => server.close());

const NEW_PASSWORD = "a brand new passphrase here";
let n = 0;
const fresh = (what: string) => `${what}${++n}@example.com`;

const signIn = (email: string, password = TEST_PASSWORD, ip = "198.51.100.1") =>
  server.request("POST", "/api/auth/signin", {
    body: { email, password },
    headers: { "x-forwarded-for": ip },
  });
async function secondSession(email: string): Promise<string> {
  const res = await signIn(email);
  expect(res.status).toBe(200);
  return res.body.token;
}
const works = async (token: string) =>
  (await server.request("GET", "/api/auth/check", { token })).status === 200;

/** Every e-mail sent to an address, newest first. */
const mailTo = (to: string) =>
  server.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt));

/** A pending e-mail change link (sent to the new address) asked for by `token`'s session. */
async function pendingEmailChange(token: string, to: string): Promise<string> {
  const res = await server.request("POST", "/api/account/email", {
    token,
    body: { newEmail: to, currentPassword: TEST_PASSWORD },
  });
  expect(res.status).toBe(200);
  return tokenFromEmail((await server.lastEmailTo(to))!.text);
}
async function pendingReset(email: string): Promise<string> {
  expect(
    (await server.request("POST", "/api/auth/reset-password/request", { body: { email } })).status,
  ).toBe(202);
  return tokenFromEmail((await server.lastEmailTo(email))!.text);
}
const confirmChange = (link: string, token?: string) =>
  server.request("POST", "/api/auth/email-change/confirm", { body: { token: link }, token });
const useReset = (link: string, password = NEW_PASSWORD) =>
  server.request("POST", "/api/auth/reset-password", { body: { token: link, password } });

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: server.clock.now().getTime() + offsetSteps * 30_000,
  });
/** A code that is never right for this secret now (one far outside the accepted window). */
const wrongCodeFor = (secret: string) => codeAt(secret, 40);

async function turnOnTwoFactor(token: string) {
  const setup = await server.request("POST", "/api/account/2fa/setup", {
    token,
    body: { currentPassword: TEST_PASSWORD },
  });
  const enabled = await server.request("POST", "/api/account/2fa/enable", {
    token,
    body: { code: codeAt(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  // The next code must come from a later time step (a step is used once).
  server.clock.advance(30_000);
  return {
    secret: setup.body.secret as string,
    recoveryCodes: enabled.body.recoveryCodes as string[],
    endedSessions: enabled.body.endedSessions as number,
  };
}

describe("a credential event ends every other session and every pending credential link", () => {
  it("a password reset: the session and e-mail change link an attacker left behind stop working", async () => {
    const email = fresh("reset");
    const owner = await signedInTrader(server, email);
    const attacker = await secondSession(email);
    const takeover = await pendingEmailChange(attacker, fresh("attacker"));
    const verifyAgain = await server.request("POST", "/api/auth/verify-email/resend", {
      body: { email },
    });
    expect(verifyAgain.status).toBe(202);

    expect((await useReset(await pendingReset(email))).status).toBe(200);
    expect(await works(owner)).toBe(false);
    expect(await works(attacker)).toBe(false);
    const moved = await confirmChange(takeover);
    expect(moved.body.code).toBe("LINK_INVALID");
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a password change: other sessions and pending links end, the changing session stays", async () => {
    const email = fresh("change");
    const owner = await signedInTrader(server, email);
    const attacker = await secondSession(email);
    const takeover = await pendingEmailChange(attacker, fresh("attacker"));
    const reset = await pendingReset(email);

    const changed = await server.request("POST", "/api/account/password", {
      token: owner,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.endedSessions).toBe(1);
    expect(await works(owner)).toBe(true);
    expect(await works(attacker)).toBe(false);
    expect((await confirmChange(takeover)).body.code).toBe("LINK_INVALID");
    expect((await useReset(reset, "yet another fine passphrase")).body.code).toBe("LINK_INVALID");
  });

  it("a confirmed e-mail change: other sessions and links end; the old address gets a week-long undo link", async () => {
    const oldEmail = fresh("moving");
    const newEmail = fresh("moved");
    const owner = await signedInTrader(server, oldEmail);
    const other = await secondSession(oldEmail);
    const reset = await pendingReset(oldEmail);
    const link = await pendingEmailChange(owner, newEmail);

    const confirmed = await confirmChange(link, owner);
    expect(confirmed.status).toBe(200);
    expect(await works(owner)).toBe(true);
    expect(await works(other)).toBe(false);
    expect((await useReset(reset)).body.code).toBe("LINK_INVALID");

    const notice = (await mailTo(oldEmail)).find((m) => /was changed/.test(m.subject))!;
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toMatch(/\/auth\/undo-email-change\/[0-9a-f]{64}/);
    const undo = tokenFromEmail(notice.text);

    // Six days later the new holder has signed in again and turned two-factor on.
    server.clock.advance(6 * 86_400_000);
    const newHolder = await secondSession(newEmail);
    await turnOnTwoFactor(newHolder);
    const weak = await server.request("POST", "/api/auth/email-change/revert", {
      body: { token: undo, password: "1234567890" },
    });
    expect(weak.body.issues[0].path).toBe("password");
    const reverted = await server.request("POST", "/api/auth/email-change/revert", {
      body: { token: undo, password: NEW_PASSWORD },
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.email).toBe(oldEmail);
    expect(await works(owner)).toBe(false);
    expect(await works(newHolder)).toBe(false);
    expect((await signIn(newEmail, NEW_PASSWORD)).status).toBe(401);
    // Back at the old address, with the password chosen on the undo page and no second
    // factor: the two-factor sign-in turned on after the move went with it.
    const back = await signIn(oldEmail, NEW_PASSWORD);
    expect(back.status).toBe(200);
    const again = await server.request("POST", "/api/auth/email-change/revert", {
      body: { token: undo, password: NEW_PASSWORD },
    });
    expect(again.body.code).toBe("LINK_INVALID");
  });

  it("an undo link lasts a week, and is not ended by what the new holder does", async () => {
    const oldEmail = fresh("slow");
    const newEmail = fresh("slower");
    const owner = await signedInTrader(server, oldEmail);
    expect((await confirmChange(await pendingEmailChange(owner, newEmail), owner)).status).toBe(
      200,
    );
    const undo = tokenFromEmail(
      (await mailTo(oldEmail)).find((m) => /was changed/.test(m.subject))!.text,
    );
    const changed = await server.request("POST", "/api/account/password", {
      token: owner,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    server.clock.advance(7 * 86_400_000 + 1_000);
    const late = await server.request("POST", "/api/auth/email-change/revert", {
      body: { token: undo, password: "the week is over now" },
    });
    expect(late.body.code).toBe("LINK_INVALID");
  });

  it("an earlier undo link beats a second move: undoing the later one first cannot keep the account", async () => {
    const a = fresh("chain-a");
    const b = fresh("chain-b");
    const c = fresh("chain-c");
    const token = await signedInTrader(server, a);
    expect((await confirmChange(await pendingEmailChange(token, b), token)).status).toBe(200);
    const undoToA = tokenFromEmail(
      (await mailTo(a)).find((m) => /was changed/.test(m.subject))!.text,
    );
    server.clock.advance(60_000);
    expect((await confirmChange(await pendingEmailChange(token, c), token)).status).toBe(200);
    const undoToB = tokenFromEmail(
      (await mailTo(b)).find((m) => /was changed/.test(m.subject))!.text,
    );
    const toB = await server.request("POST", "/api/auth/email-change/revert", {
      body: { token: undoToB, password: "whoever holds address b" },
    });
    expect(toB.body.email).toBe(b);
    const toA = await server.request("POST", "/api/auth/email-change/revert", {
      body: { token: undoToA, password: NEW_PASSWORD },
    });
    expect(toA.body).toMatchObject({ email: a });
    expect((await signIn(a, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(b, "whoever holds address b")).status).toBe(401);
  });

  it("two-factor on ends the sessions opened before it; off and new recovery codes end the others too", async () => {
    const email = fresh("totp");
    const owner = await signedInTrader(server, email);
    const before = await secondSession(email);
    const link = await pendingEmailChange(before, fresh("elsewhere"));
    const on = await turnOnTwoFactor(owner);
    expect(on.endedSessions).toBe(1);
    expect(await works(owner)).toBe(true);
    expect(await works(before)).toBe(false);
    expect((await confirmChange(link)).body.code).toBe("LINK_INVALID");

    const signInWithCode = async () => {
      const first = await signIn(email);
      const res = await server.request("POST", "/api/auth/signin/code", {
        body: { attempt: first.body.attempt, code: on.recoveryCodes.pop() },
      });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };
    const third = await signInWithCode();
    const regenerated = await server.request("POST", "/api/account/2fa/recovery-codes", {
      token: owner,
      body: { code: codeAt(on.secret) },
    });
    expect(regenerated.body.endedSessions).toBe(1);
    expect(await works(third)).toBe(false);

    server.clock.advance(30_000);
    const fourth = await signInWithCode().catch(() => null);
    expect(fourth).toBeNull(); // the old recovery codes went with the regeneration
    const fifth = await (async () => {
      const first = await signIn(email);
      const res = await server.request("POST", "/api/auth/signin/code", {
        body: { attempt: first.body.attempt, code: regenerated.body.recoveryCodes[0] },
      });
      return res.body.token as string;
    })();
    const off = await server.request("POST", "/api/account/2fa/disable", {
      token: owner,
      body: { currentPassword: TEST_PASSWORD, code: codeAt(on.secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body.endedSessions).toBe(1);
    expect(await works(fifth)).toBe(false);
    expect(await works(owner)).toBe(true);
  });

  it("an admin's two-factor reset ends every session and pending link of the account", async () => {
    const email = fresh("adminreset");
    const owner = await signedInTrader(server, email);
    await turnOnTwoFactor(owner);
    const reset = await pendingReset(email);
    const admin = await signedInAdmin(server, fresh("admin"));
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    const acted = await server.request("POST", `/api/admin/users/${user!.id}/reset-2fa`, {
      token: admin,
      body: { reason: "Lost phone, identity checked on a call" },
    });
    expect(acted.status).toBe(200);
    expect(await works(owner)).toBe(false);
    expect((await useReset(reset)).body.code).toBe("LINK_INVALID");
    expect((await signIn(email)).status).toBe(200);
  });

  it("a link works only while the address it was sent to is still the account's", async () => {
    const email = fresh("addr");
    await signedInTrader(server, email);
    const reset = await pendingReset(email);
    // An address changed by any path at all (here straight in the database) voids the link.
    await server.database.db
      .update(users)
      .set({ email: fresh("addr-moved") })
      .where(eq(users.email, email));
    expect((await useReset(reset)).body.code).toBe("LINK_INVALID");
  });
});

describe("second-factor codes are limited per account, whatever the source address", () => {
  it("a few wrong codes end the sign-in attempt", async () => {
    const email = fresh("attempt");
    const { secret } = await turnOnTwoFactor(await signedInTrader(server, email));
    const asked = await signIn(email);
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ code: "TWO_FACTOR_REQUIRED", codesLeft: 3 });
    expect(asked.body.attempt).toMatch(/^[0-9a-f]{64}$/);
    const tryCode = (code: string) =>
      server.request("POST", "/api/auth/signin/code", {
        body: { attempt: asked.body.attempt, code },
      });
    expect((await tryCode("000000")).body).toMatchObject({
      code: "SIGN_IN_CODE_INVALID",
      codesLeft: 2,
    });
    server.clock.advance(10 * 60_000 - 1_000); // the account's wait after two failures: none yet
    expect((await tryCode(wrongCodeFor(secret))).body.codesLeft).toBe(1);
    server.clock.advance(60_000);
    const third = await tryCode(wrongCodeFor(secret));
    expect(third.body.code).toBe("SIGN_IN_ATTEMPT_ENDED");
    server.clock.advance(60 * 60_000);
    // Even the right code no longer opens a session on that attempt.
    expect((await tryCode(codeAt(secret))).body.code).toBe("SIGN_IN_ATTEMPT_ENDED");
  });

  it("parallel guesses from many addresses wait with growing delays; recovery codes always work; the owner is told", async () => {
    const email = fresh("guessed");
    const { secret, recoveryCodes } = await turnOnTwoFactor(await signedInTrader(server, email));
    const attempts = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, i) =>
          (await signIn(email, TEST_PASSWORD, `203.0.113.${i}`)).body.attempt as string,
      ),
    );
    const guesses = await Promise.all(
      attempts.flatMap((attempt, i) =>
        [0, 1, 2].map((k) =>
          server.request("POST", "/api/auth/signin/code", {
            body: { attempt, code: String(100000 + i * 3 + k) },
            headers: { "x-forwarded-for": `203.0.113.${i}` },
          }),
        ),
      ),
    );
    const checked = guesses.filter((g) => g.status === 401);
    const delayed = guesses.filter((g) => g.status === 429);
    // Two free failures, the third starts the first wait: 24 guesses, three of them checked.
    expect(checked).toHaveLength(3);
    expect(delayed).toHaveLength(21);
    expect(delayed[0]!.body.code).toBe("TWO_FACTOR_DELAYED");
    expect(Number(delayed[0]!.headers.get("retry-after"))).toBe(2);
    expect(guesses.every((g) => g.status !== 200 && g.status < 500)).toBe(true);

    // The owner's own authenticator code waits too; a recovery code never does.
    const owner = await signIn(email);
    const during = await server.request("POST", "/api/auth/signin/code", {
      body: { attempt: owner.body.attempt, code: codeAt(secret) },
    });
    expect(during.status).toBe(429);
    const recovered = await server.request("POST", "/api/auth/signin/code", {
      body: { attempt: owner.body.attempt, code: recoveryCodes[0] },
    });
    expect(recovered.status).toBe(200);
    const told = (await mailTo(email)).find((m) => /Wrong two-factor codes/.test(m.subject));
    expect(told?.text).toMatch(/3 wrong two-factor codes/);

    // The right code cleared the count; new failures wait longer each time.
    const next = await signIn(email);
    const fail = (code: string) =>
      server.request("POST", "/api/auth/signin/code", {
        body: { attempt: next.body.attempt, code },
      });
    await fail("111111");
    await fail("222222");
    expect((await fail("333333")).body.code).toBe("SIGN_IN_ATTEMPT_ENDED");
    const later = await signIn(email);
    const waiting = await server.request("POST", "/api/auth/signin/code", {
      body: { attempt: later.body.attempt, code: "444444" },
    });
    expect(waiting.status).toBe(429);
    expect(waiting.body.retryAfterSeconds).toBe(2);
    server.clock.advance(2_000);
    await server.request("POST", "/api/auth/signin/code", {
      body: { attempt: later.body.attempt, code: "444444" },
    });
    const longer = await server.request("POST", "/api/auth/signin/code", {
      body: { attempt: later.body.attempt, code: "555555" },
    });
    expect(longer.body.retryAfterSeconds).toBe(4);
  });
});
