import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../testing/fake-api";
import { renderApp } from "../../testing/render-app";

describe("404 page", () => {
  it("shows for an unknown path, inside the default layout", async () => {
    createFakeApi().install();
    const app = renderApp("/no/such/page");

    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByText("/no/such/page")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
    expect(app.location().pathname).toBe("/no/such/page");
  });

  it("shows for unknown paths under guarded areas without asking to sign in", async () => {
    const api = createFakeApi().install();
    renderApp("/dashboard/does-not-exist");

    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe("error route", () => {
  it("is a friendly page of its own", async () => {
    createFakeApi().install();
    renderApp("/error");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeTruthy();
    expect(screen.getByText(/probably temporary/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });
});
