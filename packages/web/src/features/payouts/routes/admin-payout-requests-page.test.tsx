import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { reviewAdmin } from "../../../testing/review-fake-server";
import { samplePayoutRequests, serveAdminPayoutRequests } from "../testing/sample-payout-requests";

function openPayouts(path = "/admin/payouts", requests = samplePayoutRequests()) {
  const api = createFakeApi({ users: [reviewAdmin] });
  const server = serveAdminPayoutRequests(api, requests);
  api.install();
  const app = renderApp(path, { token: api.sessionFor(reviewAdmin) });
  return { api, server, ...app };
}

const table = async () =>
  within(await screen.findByRole("table", { name: "Payout requests" }, { timeout: 3_000 }));
const row = (id: string) => {
  const found = document.querySelector<HTMLElement>(`[data-request="${id}"]`);
  if (!found) throw new Error(`No row ${id}`);
  return within(found);
};
const rowIds = () =>
  Array.from(document.querySelectorAll("[data-request]")).map((el) =>
    el.getAttribute("data-request"),
  );

describe("admin payout requests", () => {
  it("lists pending requests first with trader, amount, method, destination, status and time", async () => {
    openPayouts();
    await table();
    expect(rowIds()).toEqual(["pr_tess", "pr_omar"]);
    expect(document.body.textContent).not.toMatch(/coming soon|being built/i);
    expect(screen.getByRole("link", { name: "Pending" }).getAttribute("aria-current")).toBe("page");
    const tess = row("pr_tess");
    expect(tess.getByRole("link", { name: "Tess Trader" }).getAttribute("href")).toBe(
      "/admin/user/u_tess",
    );
    expect(tess.getByText("tess@example.com")).toBeTruthy();
    expect(tess.getByText("$1,250")).toBeTruthy();
    expect(tess.getByText("Bank transfer")).toBeTruthy();
    expect(tess.getByText("DE89 3704 0044 0532 0130 00")).toBeTruthy();
    expect(tess.getByText("Pending")).toBeTruthy();
    expect(tess.getByText(/Jan 6, 2025/)).toBeTruthy();
    expect(row("pr_omar").getByText("$480.50")).toBeTruthy();
    expect(row("pr_omar").getByText("USDC")).toBeTruthy();
    // Pending: approve or reject; never "mark paid".
    expect(tess.getByRole("button", { name: "Approve $1,250 for Tess Trader" })).toBeTruthy();
    expect(tess.getByRole("button", { name: "Reject $1,250 for Tess Trader" })).toBeTruthy();
    expect(tess.queryByRole("button", { name: /Mark paid/ })).toBeNull();
  });

  it("approves after a confirmation, sending the status shown, and refreshes the list", async () => {
    const app = openPayouts();
    await table();
    await app.user.click(screen.getByRole("button", { name: "Approve $1,250 for Tess Trader" }));
    const dialog = within(screen.getByRole("dialog", { name: "Approve this payout?" }));
    expect(dialog.getByText("DE89 3704 0044 0532 0130 00")).toBeTruthy();
    await app.user.click(dialog.getByRole("button", { name: "Approve payout" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.api.callsTo("POST /admin/payout-requests/pr_tess/approve")[0]!.body).toEqual({
      expectedStatus: "pending",
    });
    expect(screen.getByText("Tess Trader's payout of $1,250 was approved.")).toBeTruthy();
    await waitFor(() => expect(rowIds()).toEqual(["pr_omar"]));

    await app.user.click(screen.getByRole("link", { name: "Approved" }));
    await waitFor(() => expect(rowIds()).toEqual(["pr_tess", "pr_lena"]));
    expect(app.currentUrl()).toBe("/admin/payouts?status=approved");
  });

  it("asks a reason to reject and sends it with the status shown", async () => {
    const app = openPayouts();
    await table();
    await app.user.click(screen.getByRole("button", { name: "Reject $480.50 for Omar Odum" }));
    const dialog = within(screen.getByRole("dialog", { name: "Reject this payout?" }));
    await app.user.click(dialog.getByRole("button", { name: "Reject payout" }));
    const reason = dialog.getByLabelText("Reason");
    expect(document.getElementById(reason.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Say why (3 characters or more)",
    );
    expect(app.api.callsTo("POST /admin/payout-requests/pr_omar/reject")).toHaveLength(0);

    await app.user.type(reason, "Wallet address is not the one on file");
    await app.user.click(dialog.getByRole("button", { name: "Reject payout" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.api.callsTo("POST /admin/payout-requests/pr_omar/reject")[0]!.body).toEqual({
      expectedStatus: "pending",
      reason: "Wallet address is not the one on file",
    });
    expect(app.server.current().find((r) => r.id === "pr_omar")!.status).toBe("rejected");
  });

  it("marks an approved request paid, or rejects it, from the Approved tab", async () => {
    const app = openPayouts("/admin/payouts?status=approved");
    await table();
    const lena = row("pr_lena");
    expect(lena.queryByRole("button", { name: /^Approve/ })).toBeNull();
    expect(lena.getByRole("button", { name: "Reject $900 for Lena Lund" })).toBeTruthy();
    await app.user.click(lena.getByRole("button", { name: "Mark paid $900 for Lena Lund" }));
    const dialog = within(screen.getByRole("dialog", { name: "Mark this payout as paid?" }));
    await app.user.click(dialog.getByRole("button", { name: "Mark as paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.api.callsTo("POST /admin/payout-requests/pr_lena/mark-paid")[0]!.body).toEqual({
      expectedStatus: "approved",
    });
    expect(await screen.findByText(/No approved request is waiting to be paid/)).toBeTruthy();
  });

  it("says so when someone acted first (409) and refreshes the list", async () => {
    const app = openPayouts();
    await table();
    app.server.actElsewhere("pr_tess", "rejected");
    const before = app.api.callsTo("GET /admin/payout-requests").length;
    await app.user.click(screen.getByRole("button", { name: "Approve $1,250 for Tess Trader" }));
    await app.user.click(screen.getByRole("button", { name: "Approve payout" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone acted on this request first");
    expect(alert.textContent).toContain("This request is rejected now.");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(rowIds()).toEqual(["pr_omar"]));
    expect(app.api.callsTo("GET /admin/payout-requests").length).toBeGreaterThan(before);
  });

  it("shows an empty state, and an error with a retry", async () => {
    const api = createFakeApi({ users: [reviewAdmin] });
    serveAdminPayoutRequests(api, []);
    let fail = true;
    api.on("GET /admin/payout-requests", () =>
      fail
        ? { status: 429, body: { message: "Too many requests", code: "RATE_LIMITED" } }
        : { status: 200, body: { requests: [] } },
    );
    api.install();
    const app = renderApp("/admin/payouts", { token: api.sessionFor(reviewAdmin) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The payout requests could not be loaded");
    fail = false;
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No payout request is waiting for a decision.")).toBeTruthy();
  });
});
