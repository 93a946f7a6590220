import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

describe("checkout route", () => {
  it("takes the full account size string, URL-encoded, in the bare layout", async () => {
    const api = createFakeApi().install();
    renderApp(`/checkout/${encodeURIComponent("$200,000")}`, {
      token: api.sessionFor(api.users[0]!),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" })).toBeTruthy();
    expect(screen.getByText("$200,000")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("says so when the plan is not an account size", async () => {
    const api = createFakeApi().install();
    renderApp("/checkout/free-money", { token: api.sessionFor(api.users[0]!) });

    expect((await screen.findByRole("alert")).textContent).toContain(
      "“free-money” is not an account size",
    );
  });
});
