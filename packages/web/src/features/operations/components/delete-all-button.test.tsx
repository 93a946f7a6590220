import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi, makeUser } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

const admin = makeUser({ id: "u_admin", email: "admin@example.com", isAdmin: true });

describe("DeleteAll (admin sidebar)", () => {
  it("asks for a typed confirmation, runs the five deletes in order and lands on Users", async () => {
    const api = createFakeApi({ users: [admin] }).install();
    const app = renderApp("/admin/cronjob", { token: api.sessionFor(admin) });

    await app.user.click(await screen.findByRole("button", { name: "DeleteAll" }));
    const dialog = screen.getByRole("dialog", { name: "Delete all trading data?" });
    // It says what stays: the admins' own user accounts (the server keeps them).
    expect(within(dialog).getByTestId("delete-all-kept").textContent).toMatch(
      /Admins’ own user accounts are kept, so you and the other admins stay signed in\. Every trading account is deleted, admins’ included/,
    );
    const confirm = within(dialog).getByRole("button", { name: "Delete everything" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    await app.user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
    await app.user.click(confirm);

    expect(await screen.findByText("All data deleted")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/admin/delete-positions",
      "/admin/delete-orders",
      "/admin/delete-trade-histories",
      "/admin/delete-accounts",
      "/admin/delete-users",
    ]);
    // The Users page is lazy-loaded: the navigation completes once its module is in.
    await waitFor(() => expect(app.location().pathname).toBe("/admin/users"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cancelling sends nothing", async () => {
    const api = createFakeApi({ users: [admin] }).install();
    const app = renderApp("/admin/dashboard", { token: api.sessionFor(admin) });

    await app.user.click(await screen.findByRole("button", { name: "DeleteAll" }));
    await app.user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }),
    );

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(0);
  });

  it("stops at a failure, logs it and shows it to the admin", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = createFakeApi({ users: [admin] });
    api.on("DELETE /admin/delete-trade-histories", () => ({
      status: 500,
      body: { message: "Deleting trade histories timed out", code: "INTERNAL_ERROR" },
    }));
    api.install();
    const app = renderApp("/admin/dashboard", { token: api.sessionFor(admin) });

    await app.user.click(await screen.findByRole("button", { name: "DeleteAll" }));
    await app.user.type(screen.getByLabelText("Type DELETE to confirm"), "DELETE");
    await app.user.click(screen.getByRole("button", { name: "Delete everything" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Deleting trade histories failed");
    expect(alert.textContent).toContain("Deleting trade histories timed out");
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/admin/delete-positions",
      "/admin/delete-orders",
      "/admin/delete-trade-histories",
    ]);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    // The two successful steps each went to the Users page, as spec §4 says.
    await waitFor(() => expect(app.location().pathname).toBe("/admin/users"));
  });
});
