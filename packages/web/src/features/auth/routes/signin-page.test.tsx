import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SigninBody, SigninCodeBody } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import {
  createFakeApi,
  deferred,
  makeUser,
  publicUser,
  type FakeApi,
} from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

async function fillAndSubmit(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText("Email"), email);
  await app.user.type(screen.getByLabelText("Password"), password);
  await app.user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in page", () => {
  it("returns to the page first asked for after signing in", async () => {
    const api = createFakeApi().install();
    const trader = api.users[0]!;
    const app = renderApp("/dashboard/metrics?range=week#equity");

    await screen.findByRole("heading", { name: "Sign in" });
    expect(app.location().pathname).toBe("/auth/signin");
    await fillAndSubmit(app, trader.email, trader.password);

    expect(await screen.findByRole("heading", { level: 1, name: "Metrics" })).toBeTruthy();
    expect(app.currentUrl()).toBe("/dashboard/metrics?range=week#equity");
    expect(window.localStorage.getItem("token")).toBe("token-1");
    expect(api.callsTo("POST /auth/signin")[0]?.body).toEqual({
      email: trader.email,
      password: trader.password,
    });
  });

  it("goes to the profile when no page was asked for", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);

    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(app.location().pathname).toBe("/dashboard/profile");
  });

  it("ignores a redirect to another site", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signin?redirect=%2F%2Fevil.example%2Fsteal");

    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);

    await screen.findByRole("heading", { level: 1, name: "Profile" });
    expect(app.location().pathname).toBe("/dashboard/profile");
  });

  it("validates before calling the server", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/signin");

    await app.user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(api.callsTo("POST /auth/signin")).toHaveLength(0);
  });

  it("shows the server's message for wrong credentials and disables submit while pending", async () => {
    const api = createFakeApi();
    const held = deferred<void>();
    api.on("POST /auth/signin", async () => {
      await held.promise;
      return {
        status: 401,
        body: { message: "Email or password is incorrect", code: "INVALID_CREDENTIALS" },
      };
    });
    api.install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, "trader@example.com", "wrong password");
    const pending = screen.getByRole("button", { name: "Signing in…" });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    held.resolve();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Email or password is incorrect",
    );
    expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("explains an unverified email and links to the verify-email notice", async () => {
    createFakeApi({
      users: [makeUser({ email: "new@example.com", emailVerifiedAt: null })],
    }).install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, "New@Example.com", "correct horse battery");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Verify your email before signing in");
    const link = screen.getByRole("link", { name: "Resend the verification email" });
    expect(link.getAttribute("href")).toBe("/auth/verify-email/new%40example.com");
  });

  it("shows the rate-limit message", async () => {
    const api = createFakeApi();
    api.on("POST /auth/signin", () => ({
      status: 429,
      body: { message: "Too many attempts. Try again in a minute.", code: "RATE_LIMITED" },
    }));
    api.install();
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, "trader@example.com", "whatever");

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Too many attempts"),
    );
  });
});

const TOTP_CODE = "123456";
const RECOVERY_CODE = "abcd-efgh-ijkl";
const INVALID_CODE_MESSAGE = "That code is not right, or was already used.";
const ENDED_MESSAGE = "3 wrong codes ended this sign-in. Sign in with your password again.";
const CODES_PER_ATTEMPT = 3;

/** The attempt token the n-th right password opens (64 hex characters, as the server's). */
const attemptToken = (n: number) => n.toString(16).padStart(64, "0");

/**
 * The trader has two-factor sign-in on, as the server does it: the right password opens a
 * sign-in attempt (401 TWO_FACTOR_REQUIRED with its token), and POST /auth/signin/code
 * finishes it with a code; three wrong codes end it.
 */
function withTwoFactor(api: FakeApi) {
  const trader = api.users[0]!;
  const { password: _password, ...user } = trader;
  let opened = 0;
  let open: { attempt: string; tries: number } | null = null;
  api.on("POST /auth/signin", ({ body }) => {
    const { email, password } = body as SigninBody;
    if (email !== trader.email || password !== trader.password)
      return {
        status: 401,
        body: { message: "Email or password is incorrect", code: ERROR_CODES.invalidCredentials },
      };
    open = { attempt: attemptToken(++opened), tries: 0 };
    return {
      status: 401,
      body: {
        message: "Enter the 6-digit code from your authenticator app (or a recovery code).",
        code: ERROR_CODES.twoFactorRequired,
        attempt: open.attempt,
        codesLeft: CODES_PER_ATTEMPT,
      },
    };
  });
  api.on("POST /auth/signin/code", ({ body }) => {
    const { attempt, code } = body as SigninCodeBody;
    if (!open || open.attempt !== attempt)
      return {
        status: 401,
        body: { message: "This sign-in is over.", code: ERROR_CODES.signInAttemptEnded },
      };
    open.tries += 1;
    if (code === TOTP_CODE || code === RECOVERY_CODE) {
      open = null;
      return { status: 200, body: { token: api.sessionFor(trader), user } };
    }
    const codesLeft = CODES_PER_ATTEMPT - open.tries;
    if (codesLeft === 0) {
      open = null;
      return {
        status: 401,
        body: { message: ENDED_MESSAGE, code: ERROR_CODES.signInAttemptEnded },
      };
    }
    const tries = `${INVALID_CODE_MESSAGE} ${codesLeft} ${codesLeft === 1 ? "try" : "tries"} left.`;
    return {
      status: 401,
      body: {
        message: INVALID_CODE_MESSAGE,
        code: ERROR_CODES.signInCodeInvalid,
        issues: [{ path: "code", message: tries }],
        attempt,
        codesLeft,
      },
    };
  });
  return api;
}

/** The text of the element that describes a field (its error, else its hint). */
function description(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

async function submitCode(app: ReturnType<typeof renderApp>, value: string) {
  const code = screen.getByLabelText("Two-factor code");
  await app.user.clear(code);
  await app.user.type(code, value);
  await app.user.click(screen.getByRole("button", { name: "Verify and sign in" }));
}

describe("sign-in page: two-factor code", () => {
  it("asks for the code after the password and signs in with it on the attempt the password opened", async () => {
    const api = withTwoFactor(createFakeApi()).install();
    const trader = api.users[0]!;
    const app = renderApp("/auth/signin");

    await fillAndSubmit(app, trader.email, trader.password);

    const code = (await screen.findByLabelText("Two-factor code")) as HTMLInputElement;
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(description(code)).toMatch(/recovery codes? instead/);
    expect(document.activeElement).toBe(code);
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText(trader.email)).toBeTruthy();
    expect(window.localStorage.getItem("token")).toBeNull();

    await app.user.type(code, TOTP_CODE);
    await app.user.click(screen.getByRole("button", { name: "Verify and sign in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(app.location().pathname).toBe("/dashboard/profile");
    expect(window.localStorage.getItem("token")).toBeTruthy();
    // The password went once; the code went with the attempt, not with the password.
    expect(api.callsTo("POST /auth/signin").map((call) => call.body)).toEqual([
      { email: trader.email, password: trader.password },
    ]);
    expect(api.callsTo("POST /auth/signin/code").map((call) => call.body)).toEqual([
      { attempt: attemptToken(1), code: TOTP_CODE },
    ]);
  });

  it("shows a wrong code and the tries left at the field, then takes a recovery code", async () => {
    const api = withTwoFactor(createFakeApi()).install();
    const trader = api.users[0]!;
    const app = renderApp("/auth/signin");
    await fillAndSubmit(app, trader.email, trader.password);

    const code = (await screen.findByLabelText("Two-factor code")) as HTMLInputElement;
    await submitCode(app, "000000");

    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(description(code)).toBe(`${INVALID_CODE_MESSAGE} 2 tries left.`);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();

    // Typing again clears the verdict; a recovery code works as well.
    await app.user.type(code, "{Backspace}");
    expect(code.getAttribute("aria-invalid")).toBeNull();
    await submitCode(app, "111111");
    await waitFor(() => expect(description(code)).toBe(`${INVALID_CODE_MESSAGE} 1 try left.`));
    await submitCode(app, RECOVERY_CODE);

    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(api.callsTo("POST /auth/signin/code").at(-1)?.body).toEqual({
      attempt: attemptToken(1),
      code: RECOVERY_CODE,
    });
  });

  it("goes back to the password with an alert when too many codes end the attempt, and starts a new one", async () => {
    const api = withTwoFactor(createFakeApi()).install();
    const trader = api.users[0]!;
    const app = renderApp("/auth/signin");
    await fillAndSubmit(app, trader.email, trader.password);
    await screen.findByLabelText("Two-factor code");

    for (const wrong of ["000000", "111111", "222222"]) await submitCode(app, wrong);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This sign-in ended");
    expect(alert.textContent).toContain(ENDED_MESSAGE);
    expect(screen.queryByLabelText("Two-factor code")).toBeNull();
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.value).toBe("");
    expect(document.activeElement).toBe(password);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(trader.email);
    expect(window.localStorage.getItem("token")).toBeNull();

    // The password again opens a new attempt, which the code goes with.
    await app.user.type(password, trader.password);
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByLabelText("Two-factor code");
    expect(screen.queryByRole("alert")).toBeNull();
    await submitCode(app, TOTP_CODE);
    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(api.callsTo("POST /auth/signin/code").at(-1)?.body).toEqual({
      attempt: attemptToken(2),
      code: TOTP_CODE,
    });
  });

  it("shows a wait for codes from the app at the field with a countdown; a recovery code works meanwhile", async () => {
    // Only the clock is fake: the countdown reads it, and the test moves it.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const api = withTwoFactor(createFakeApi()).install();
      const trader = api.users[0]!;
      const message =
        "Too many wrong codes for this account lately. Try again in 12 seconds, or use one of your recovery codes.";
      // Codes from the app wait; recovery codes never do.
      api.on("POST /auth/signin/code", ({ body }) =>
        (body as SigninCodeBody).code === RECOVERY_CODE
          ? { status: 200, body: { token: api.sessionFor(trader), user: publicUser(trader) } }
          : {
              status: 429,
              body: { message, code: ERROR_CODES.twoFactorDelayed, retryAfterSeconds: 12 },
            },
      );
      const app = renderApp("/auth/signin");
      await fillAndSubmit(app, trader.email, trader.password);
      const code = await screen.findByLabelText("Two-factor code");

      await submitCode(app, TOTP_CODE);

      await waitFor(() => expect(description(code)).toBe(message));
      expect(code.getAttribute("aria-invalid")).toBe("true");
      expect(screen.queryByRole("alert")).toBeNull();
      // The line under the field: how long codes from the app still wait.
      const waitLine = () =>
        screen.getByText((_, element) =>
          Boolean(element?.tagName === "P" && element.textContent?.startsWith("Codes from your")),
        ).textContent;
      expect(waitLine()).toBe(
        "Codes from your app work again in 12 seconds. A recovery code works now.",
      );
      vi.setSystemTime(Date.now() + 5_000);
      await waitFor(() => expect(waitLine()).toContain("in 7 seconds."));
      vi.setSystemTime(Date.now() + 8_000);
      await waitFor(() => expect(waitLine()).toBe("Codes from your app work again."));

      await submitCode(app, RECOVERY_CODE);
      expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for a code before sending an empty one", async () => {
    const api = withTwoFactor(createFakeApi()).install();
    const app = renderApp("/auth/signin");
    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);

    await app.user.click(await screen.findByRole("button", { name: "Verify and sign in" }));

    expect(description(screen.getByLabelText("Two-factor code"))).toBe(
      "Enter the code from your authenticator app",
    );
    expect(api.callsTo("POST /auth/signin/code")).toHaveLength(0);
  });

  it("goes back to email and password with what was typed", async () => {
    const api = withTwoFactor(createFakeApi()).install();
    const trader = api.users[0]!;
    const app = renderApp("/auth/signin");
    await fillAndSubmit(app, trader.email, trader.password);

    await app.user.click(await screen.findByRole("button", { name: "Back to email and password" }));

    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(trader.email);
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe(trader.password);
    expect(screen.queryByLabelText("Two-factor code")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows other failures of the code step (too many requests) as an alert", async () => {
    const api = withTwoFactor(createFakeApi());
    const app = renderApp("/auth/signin");
    api.install();
    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);
    const code = await screen.findByLabelText("Two-factor code");
    api.on("POST /auth/signin/code", () => ({
      status: 429,
      body: { message: "Too many attempts. Try again in a minute.", code: "RATE_LIMITED" },
    }));
    await submitCode(app, TOTP_CODE);

    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts");
    expect(code.getAttribute("aria-invalid")).toBeNull();
  });
});
