import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

const GOOD_TOKEN = "a".repeat(64);

describe("verify-email notice (/auth/verify-email/:email)", () => {
  it("resends the link for that address", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/auth/verify-email/nina%40example.com");

    await app.user.click(await screen.findByRole("button", { name: "Resend verification email" }));

    expect((await screen.findByRole("status")).textContent).toContain("a new link is on its way");
    expect(api.callsTo("POST /api/auth/verify-email/resend")[0]?.body).toEqual({
      email: "nina@example.com",
    });
  });
});

describe("verify link (/auth/verify/email/:token)", () => {
  it("verifies once on load and links to sign-in", async () => {
    const api = createFakeApi();
    api.on("POST /api/auth/verify-email", () => ({
      status: 200,
      body: { message: "Your email is verified." },
    }));
    api.install();
    renderApp(`/auth/verify/email/${GOOD_TOKEN}`);

    expect(await screen.findByRole("heading", { name: "Email verified" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/auth/signin",
    );
    const calls = api.callsTo("POST /api/auth/verify-email");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: GOOD_TOKEN });
  });

  it("explains an expired or used link and offers a resend", async () => {
    const api = createFakeApi();
    api.on("POST /api/auth/verify-email", () => ({
      status: 400,
      body: { message: "This link has expired", code: "LINK_INVALID" },
    }));
    api.install();
    const app = renderApp(`/auth/verify/email/${GOOD_TOKEN}`);

    expect((await screen.findByRole("alert")).textContent).toContain("This link has expired");
    await app.user.type(screen.getByLabelText("Email"), "nina@example.com");
    await app.user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText(/a new link is on its way/)).toBeTruthy();
    expect(api.callsTo("POST /api/auth/verify-email/resend")).toHaveLength(1);
  });

  it("does not send a malformed token to the server", async () => {
    const api = createFakeApi().install();
    renderApp("/auth/verify/email/not-a-token");

    expect((await screen.findByRole("alert")).textContent).toContain("This link is malformed");
    expect(api.callsTo("POST /api/auth/verify-email")).toHaveLength(0);
  });
});
