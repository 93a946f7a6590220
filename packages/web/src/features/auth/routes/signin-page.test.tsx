import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SigninBody } from "@proparena/contracts/auth";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { createFakeApi, deferred, makeUser, type FakeApi } from "../../../testing/fake-api";
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
    expect(api.callsTo("POST /api/auth/signin")[0]?.body).toEqual({
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
    expect(api.callsTo("POST /api/auth/signin")).toHaveLength(0);
  });

  it("shows the server's message for wrong credentials and disables submit while pending", async () => {
    const api = createFakeApi();
    const held = deferred<void>();
    api.on("POST /api/auth/signin", async () => {
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
    api.on("POST /api/auth/signin", () => ({
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

/** The trader has two-factor sign-in on: sign-in asks for a code, as the server does. */
function withTwoFactor(api: FakeApi) {
  const trader = api.users[0]!;
  const { password: _password, ...user } = trader;
  return api.on("POST /api/auth/signin", ({ body }) => {
    const { email, password, code } = body as SigninBody;
    if (email !== trader.email || password !== trader.password)
      return {
        status: 401,
        body: { message: "Email or password is incorrect", code: ERROR_CODES.invalidCredentials },
      };
    if (code === undefined)
      return {
        status: 401,
        body: {
          message: "Enter the code from your authenticator app",
          code: ERROR_CODES.twoFactorRequired,
        },
      };
    if (code !== TOTP_CODE && code !== RECOVERY_CODE)
      return {
        status: 401,
        body: { message: INVALID_CODE_MESSAGE, code: ERROR_CODES.twoFactorInvalid },
      };
    return { status: 200, body: { token: api.sessionFor(trader), user } };
  });
}

/** The text of the element that describes a field (its error, else its hint). */
function description(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("sign-in page: two-factor code", () => {
  it("asks for the code after the password, keeps the credentials and signs in with it", async () => {
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
    const calls = api.callsTo("POST /api/auth/signin");
    expect(calls.map((call) => call.body)).toEqual([
      { email: trader.email, password: trader.password },
      { email: trader.email, password: trader.password, code: TOTP_CODE },
    ]);
  });

  it("shows a wrong code at the field, then takes a recovery code", async () => {
    const api = withTwoFactor(createFakeApi()).install();
    const trader = api.users[0]!;
    const app = renderApp("/auth/signin");
    await fillAndSubmit(app, trader.email, trader.password);

    const code = (await screen.findByLabelText("Two-factor code")) as HTMLInputElement;
    await app.user.type(code, "000000");
    await app.user.click(screen.getByRole("button", { name: "Verify and sign in" }));

    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(description(code)).toBe(INVALID_CODE_MESSAGE);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();

    // Typing again clears the verdict; a recovery code works as well.
    await app.user.type(code, "{Backspace}");
    expect(code.getAttribute("aria-invalid")).toBeNull();
    await app.user.clear(code);
    await app.user.type(code, RECOVERY_CODE);
    await app.user.click(screen.getByRole("button", { name: "Verify and sign in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(api.callsTo("POST /api/auth/signin").at(-1)?.body).toMatchObject({
      code: RECOVERY_CODE,
    });
  });

  it("asks for a code before sending an empty one", async () => {
    const api = withTwoFactor(createFakeApi()).install();
    const app = renderApp("/auth/signin");
    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);

    await app.user.click(await screen.findByRole("button", { name: "Verify and sign in" }));

    expect(description(screen.getByLabelText("Two-factor code"))).toBe(
      "Enter the code from your authenticator app",
    );
    expect(api.callsTo("POST /api/auth/signin")).toHaveLength(1);
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

  it("shows other failures of the code step (too many tries) as an alert", async () => {
    const api = withTwoFactor(createFakeApi());
    const app = renderApp("/auth/signin");
    api.install();
    await fillAndSubmit(app, api.users[0]!.email, api.users[0]!.password);
    const code = await screen.findByLabelText("Two-factor code");
    api.on("POST /api/auth/signin", () => ({
      status: 429,
      body: { message: "Too many attempts. Try again in a minute.", code: "RATE_LIMITED" },
    }));
    await app.user.type(code, TOTP_CODE);
    await app.user.click(screen.getByRole("button", { name: "Verify and sign in" }));

    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts");
    expect(code.getAttribute("aria-invalid")).toBeNull();
  });
});
