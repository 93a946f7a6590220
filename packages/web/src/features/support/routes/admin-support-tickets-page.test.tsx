import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { ticketFileId } from "../../../testing/sample-files";
import { reviewAdmin } from "../../../testing/review-fake-server";
import { stubReviewObjectUrls } from "../../../testing/review-object-urls";
import { sampleAdminTickets, serveAdminSupport } from "../testing/sample-support-tickets";

function openSupport(
  path = "/admin/support",
  {
    tickets = sampleAdminTickets(),
    pageSize,
  }: { tickets?: ReturnType<typeof sampleAdminTickets>; pageSize?: number } = {},
) {
  const urls = stubReviewObjectUrls();
  const api = createFakeApi({ users: [reviewAdmin] });
  const server = serveAdminSupport(api, tickets, pageSize ? { pageSize } : {});
  api.install();
  const app = renderApp(path, { token: api.sessionFor(reviewAdmin) });
  return { api, server, urls, ...app };
}

const ticketList = async () =>
  within(await screen.findByRole("list", { name: "Support tickets" }, { timeout: 3_000 }));
const thread = async (subject: string) =>
  within(await screen.findByRole("article", { name: subject }, { timeout: 3_000 }));

describe("admin support tickets: the queue", () => {
  it("lists open tickets with reference, subject, trader, status and time, and filters by status", async () => {
    const app = openSupport();
    const list = await ticketList();
    expect(document.body.textContent).not.toMatch(/coming soon|being built/i);
    const links = list.getAllByRole("link");
    expect(links).toHaveLength(1);
    const first = within(links[0]!);
    expect(first.getByText("T-1003")).toBeTruthy();
    expect(first.getByText("Payout for last week not received")).toBeTruthy();
    expect(links[0]!.textContent).toContain("Tess Trader");
    expect(links[0]!.textContent).toContain("tess@example.com");
    expect(first.getByText("Open")).toBeTruthy();
    expect(links[0]!.textContent).toContain("Updated 2 hours ago");
    expect(links[0]!.getAttribute("href")).toBe("/admin/support?ticket=tkt_payout");
    expect(app.api.callsTo("GET /admin/support/tickets")[0]!.search.get("status")).toBe("open");

    await app.user.click(screen.getByRole("link", { name: "All" }));
    expect(app.currentUrl()).toBe("/admin/support?status=all");
    await waitFor(async () => expect((await ticketList()).getAllByRole("link")).toHaveLength(3));
    expect(app.api.callsTo("GET /admin/support/tickets").at(-1)!.search.has("status")).toBe(false);

    await app.user.click(screen.getByRole("link", { name: "Closed" }));
    await waitFor(async () =>
      expect((await ticketList()).getAllByRole("link")[0]!.textContent).toContain(
        "Refund of a duplicate purchase",
      ),
    );
  });

  it("loads more with the cursor", async () => {
    const app = openSupport("/admin/support?status=all", { pageSize: 2 });
    const list = await ticketList();
    expect(list.getAllByRole("link")).toHaveLength(2);
    await app.user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(list.getAllByRole("link")).toHaveLength(3));
    expect(app.api.callsTo("GET /admin/support/tickets").at(-1)!.search.get("cursor")).toBe("2");

    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows an empty state, and an error with a retry", async () => {
    const api = createFakeApi({ users: [reviewAdmin] });
    serveAdminSupport(api, []);
    let fail = true;
    api.on("GET /admin/support/tickets", () =>
      fail
        ? { status: 429, body: { message: "Too many requests", code: "RATE_LIMITED" } }
        : { status: 200, body: { tickets: [], nextCursor: null } },
    );
    api.install();
    const app = renderApp("/admin/support", { token: api.sessionFor(reviewAdmin) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The tickets could not be loaded");
    fail = false;
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "No ticket is waiting for an answer" }),
    ).toBeTruthy();
  });
});

describe("admin support tickets: a thread", () => {
  it("opens a thread (kept in the URL) with trader and support messages and downloadable files", async () => {
    const app = openSupport("/admin/support?status=answered");
    const list = await ticketList();
    await app.user.click(list.getByRole("link", { name: /Chart does not load/ }));
    expect(app.currentUrl()).toBe("/admin/support?status=answered&ticket=tkt_chart");
    const view = await thread("Chart does not load");
    expect(view.getByRole("link", { name: "Omar Odum" }).getAttribute("href")).toBe(
      "/admin/user/u_omar",
    );
    const messages = view.getAllByRole("listitem");
    expect(messages.map((m) => m.getAttribute("data-author"))).toEqual(["trader", "support"]);
    expect(within(messages[0]!).getByText("Trader")).toBeTruthy();
    expect(within(messages[1]!).getByText("Support team")).toBeTruthy();

    await app.router.navigate("/admin/support?ticket=tkt_payout");
    const payout = await thread("Payout for last week not received");
    await app.user.click(
      payout.getByRole("button", { name: "Download bank-statement.pdf (120 KB)" }),
    );
    await waitFor(() => expect(app.urls.clicked).toHaveBeenCalled());
    const download = app.api.callsTo(`GET /files/${ticketFileId(101)}`);
    expect(download).toHaveLength(1);
    expect(download[0]!.token).toBeTruthy();
  });

  it("replies with an attachment; the ticket becomes answered", async () => {
    const app = openSupport("/admin/support?ticket=tkt_payout");
    const view = await thread("Payout for last week not received");
    await ticketList();
    await app.user.click(view.getByRole("button", { name: "Send reply" }));
    expect(await view.findByText("Write a message")).toBeTruthy();
    expect(app.api.callsTo("POST /admin/support/tickets/tkt_payout/replies")).toHaveLength(0);

    await app.user.type(view.getByLabelText("Your reply"), "It was sent this morning.");
    await app.user.upload(
      view.getByLabelText("Attachment (optional)"),
      new File(["%PDF-1.7 receipt"], "receipt.pdf", { type: "application/pdf" }),
    );
    expect(await view.findByText("receipt.pdf")).toBeTruthy();
    await app.user.click(view.getByRole("button", { name: "Send reply" }));

    expect(await view.findByText("Your reply was sent.")).toBeTruthy();
    expect(app.api.callsTo("POST /admin/support/tickets/tkt_payout/replies")[0]!.body).toEqual({
      message: "It was sent this morning.",
      attachmentFileId: ticketFileId(1),
    });
    const messages = view.getAllByRole("listitem");
    const last = messages.at(-1)!;
    expect(last.getAttribute("data-author")).toBe("support");
    expect(within(last).getByText("It was sent this morning.")).toBeTruthy();
    expect(within(last).getByRole("button", { name: /Download receipt\.pdf/ })).toBeTruthy();
    expect(view.getByText("We answered; waiting for the trader.")).toBeTruthy();
    expect((view.getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe("");
    // The Open queue no longer holds it.
    await waitFor(async () =>
      expect(
        screen.getByRole("heading", { name: "No ticket is waiting for an answer" }),
      ).toBeTruthy(),
    );
  });

  it("closes a ticket after a confirmation", async () => {
    const app = openSupport("/admin/support?ticket=tkt_payout");
    const view = await thread("Payout for last week not received");
    await app.user.click(view.getByRole("button", { name: "Close ticket" }));
    const dialog = within(screen.getByRole("dialog", { name: "Close ticket T-1003?" }));
    await app.user.click(dialog.getByRole("button", { name: "Keep it open" }));
    expect(app.api.callsTo("POST /admin/support/tickets/tkt_payout/close")).toHaveLength(0);

    await app.user.click(view.getByRole("button", { name: "Close ticket" }));
    await app.user.click(screen.getByRole("button", { name: "Yes, close it" }));
    expect(await view.findByText("Ticket T-1003 is closed.")).toBeTruthy();
    expect(app.api.callsTo("POST /admin/support/tickets/tkt_payout/close")).toHaveLength(1);
    expect(view.queryByRole("button", { name: "Close ticket" })).toBeNull();
    expect(view.queryByLabelText("Your reply")).toBeNull();
    expect(view.getByText(/This ticket is closed, so it takes no reply/)).toBeTruthy();
  });

  it("says so when the ticket was closed meanwhile (409) and refreshes it", async () => {
    const app = openSupport("/admin/support?ticket=tkt_payout");
    const view = await thread("Payout for last week not received");
    app.server.closeElsewhere("tkt_payout");
    await app.user.type(view.getByLabelText("Your reply"), "Following up.");
    await app.user.click(view.getByRole("button", { name: "Send reply" }));
    const alert = await view.findByRole("alert");
    expect(alert.textContent).toContain("This ticket is closed");
    expect(alert.textContent).toContain("The ticket was refreshed.");
    await waitFor(() => expect(view.queryByLabelText("Your reply")).toBeNull());
    expect(view.getAllByText("Closed").length).toBeGreaterThan(0);
  });
});
