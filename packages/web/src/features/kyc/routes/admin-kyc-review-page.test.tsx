import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { reviewAdmin } from "../../../testing/review-fake-server";
import { stubReviewObjectUrls } from "../../../testing/review-object-urls";
import { sampleKycQueue, serveAdminKyc } from "../testing/sample-kyc-review";

function openKyc(
  path = "/admin/kyc",
  {
    submissions = sampleKycQueue(),
    pageSize,
  }: { submissions?: ReturnType<typeof sampleKycQueue>; pageSize?: number } = {},
) {
  const urls = stubReviewObjectUrls();
  const api = createFakeApi({ users: [reviewAdmin] });
  const server = serveAdminKyc(api, submissions, pageSize ? { pageSize } : {});
  api.install();
  const app = renderApp(path, { token: api.sessionFor(reviewAdmin) });
  return { api, server, urls, ...app };
}

const queue = async () =>
  within(await screen.findByRole("list", { name: "KYC submissions" }, { timeout: 3_000 }));
const panel = async (legalName: string) =>
  within(await screen.findByRole("article", { name: legalName }, { timeout: 3_000 }));
const names = (list: ReturnType<typeof within>) =>
  list
    .getAllByRole("listitem")
    .map((item: HTMLElement) => within(item).getAllByRole("link")[0]!.textContent);

describe("admin KYC review: the queue", () => {
  it("lists waiting submissions oldest first, page by page, linking each trader", async () => {
    const app = openKyc("/admin/kyc", { pageSize: 2 });
    const list = await queue();
    expect(names(list)).toEqual(["Tess Trader", "Omar Odum"]);
    expect(document.body.textContent).not.toMatch(/coming soon|being built|on its way/i);
    expect(list.getByRole("link", { name: "Tess Trader" }).getAttribute("href")).toBe(
      "/admin/user/u_tess",
    );
    expect(list.getByText("tess@example.com")).toBeTruthy();
    expect(list.getByText("National identity card")).toBeTruthy();
    expect(list.getByText("Passport")).toBeTruthy();
    expect(list.getAllByText(/^waiting \d+ (day|week|month|year)s?$/)).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Waiting" }).getAttribute("aria-current")).toBe("page");

    await app.user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(names(list)).toEqual(["Tess Trader", "Omar Odum", "Lena Lund"]));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    const pages = app.api.callsTo("GET /admin/kyc");
    expect(pages.map((call) => call.search.get("cursor"))).toEqual([null, "2"]);
    expect(pages.every((call) => call.search.get("status") === "submitted")).toBe(true);
  });

  it("shows the other statuses under their tabs, and an empty state", async () => {
    const app = openKyc();
    await queue();
    await app.user.click(screen.getByRole("link", { name: "Rejected" }));
    expect(app.currentUrl()).toBe("/admin/kyc?status=rejected");
    await waitFor(async () => expect(names(await queue())).toEqual(["Tess Trader"]));
    expect(screen.getByText(/^decided /)).toBeTruthy();

    await app.user.click(screen.getByRole("link", { name: "Approved" }));
    expect(
      await screen.findByRole("heading", { name: "No approved submissions yet" }),
    ).toBeTruthy();
  });

  it("shows a loading state, then an error with a retry", async () => {
    const api = createFakeApi({ users: [reviewAdmin] });
    serveAdminKyc(api);
    const answer = deferred<FakeResponse>();
    let calls = 0;
    api.on("GET /admin/kyc", () => {
      calls += 1;
      return calls === 1 ? answer.promise : { status: 200, body: { items: [], nextCursor: null } };
    });
    api.install();
    const app = renderApp("/admin/kyc", { token: api.sessionFor(reviewAdmin) });
    expect(await screen.findByText("Loading the queue…", {}, { timeout: 3_000 })).toBeTruthy();
    answer.resolve({
      status: 429,
      body: { message: "Too many requests, slow down", code: "RATE_LIMITED" },
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The queue could not be loaded");
    expect(alert.textContent).toContain("Too many requests, slow down");
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "Nothing is waiting for review" }),
    ).toBeTruthy();
  }, 10_000);
});

describe("admin KYC review: one submission", () => {
  it("opens a submission with its fields, documents (previews, PDF download) and history", async () => {
    const app = openKyc();
    const list = await queue();
    await app.user.click(list.getByRole("link", { name: "Review Tess Trader" }));
    expect(app.currentUrl()).toBe("/admin/kyc?id=kyc_tess");

    const view = await panel("Tess Anne Trader");
    expect(view.getByText("April 12, 1990", { exact: false })).toBeTruthy();
    expect(view.getByText("1 Market Street")).toBeTruthy();
    expect(view.getByText("94105 San Francisco")).toBeTruthy();
    expect(view.getByText("United States")).toBeTruthy();
    expect(view.getByRole("link", { name: "Tess Trader" }).getAttribute("href")).toBe(
      "/admin/user/u_tess",
    );

    const front = await view.findByRole("img", { name: "Front of the document: id-front.jpg" });
    expect(front.getAttribute("src")).toMatch(/^blob:review-/);
    expect(
      await view.findByRole("img", { name: "Back of the document: id-back.png" }),
    ).toBeTruthy();
    const selfieFile = app.server.current().find((s) => s.id === "kyc_tess")!.selfie;
    expect(app.api.callsTo(`GET ${selfieFile.url}`)).toHaveLength(0);
    await app.user.click(view.getByRole("button", { name: "Download Selfie (selfie.pdf)" }));
    await waitFor(() => expect(app.urls.clicked).toHaveBeenCalled());
    expect(app.api.callsTo(`GET ${selfieFile.url}`)[0]?.token).toBeTruthy();

    // The earlier rejection shows once the Rejected queue has been loaded.
    expect(view.getByText(/None in the lists loaded here/)).toBeTruthy();

    // Leaving the page frees the previews.
    const created = app.urls.created.mock.results.map((result) => result.value as string);
    await app.router.navigate("/admin/payouts");
    await waitFor(() =>
      expect(app.urls.revoked.mock.calls.map(([url]) => url).sort()).toEqual(
        expect.arrayContaining(created),
      ),
    );
  });

  it("shows the trader's earlier decisions found in the loaded queues", async () => {
    const app = openKyc("/admin/kyc?status=rejected");
    await queue();
    await app.router.navigate("/admin/kyc?id=kyc_tess");
    const view = await panel("Tess Anne Trader");
    const history = within(view.getByRole("list", { name: "Earlier submissions" }));
    expect(history.getByText("The photo is blurred")).toBeTruthy();
    expect(history.getByText("Rejected")).toBeTruthy();
  });

  it("approves, refreshes the queue and opens the next waiting submission", async () => {
    const app = openKyc("/admin/kyc?id=kyc_tess");
    const view = await panel("Tess Anne Trader");
    await queue();
    await app.user.click(view.getByRole("button", { name: "Approve" }));

    await panel("Omar Odum");
    expect(app.currentUrl()).toBe("/admin/kyc?id=kyc_omar");
    const approve = app.api.callsTo("POST /admin/kyc/kyc_tess/approve");
    expect(approve).toHaveLength(1);
    expect(approve[0]!.body).toEqual({});
    expect(screen.getByText(/Tess Trader's documents were approved/).textContent).toContain(
      "The next waiting submission is open.",
    );
    await waitFor(async () => expect(names(await queue())).toEqual(["Omar Odum", "Lena Lund"]));
  });

  it("rejects only with a reason, asked in a dialog", async () => {
    const app = openKyc("/admin/kyc?id=kyc_omar");
    const view = await panel("Omar Odum");
    await queue();
    // A passport has no back.
    expect(view.getByText(/Back of the document: none/)).toBeTruthy();
    await app.user.click(view.getByRole("button", { name: "Reject" }));

    const dialog = within(screen.getByRole("dialog", { name: "Reject Omar Odum's documents?" }));
    await app.user.click(dialog.getByRole("button", { name: "Reject documents" }));
    const reason = dialog.getByLabelText("Reason");
    expect(document.getElementById(reason.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Say why (3 characters or more)",
    );
    expect(app.api.callsTo("POST /admin/kyc/kyc_omar/reject")).toHaveLength(0);

    await app.user.type(reason, "  The passport has expired  ");
    await app.user.click(dialog.getByRole("button", { name: "Reject documents" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.api.callsTo("POST /admin/kyc/kyc_omar/reject")[0]!.body).toEqual({
      reason: "The passport has expired",
    });
    expect(app.server.current().find((s) => s.id === "kyc_omar")!.status).toBe("rejected");
    await panel("Lena Lund");
    expect(app.currentUrl()).toBe("/admin/kyc?id=kyc_lena");
    expect(screen.getByText(/Omar Odum's documents were rejected/)).toBeTruthy();
  });

  it("shows the server's word on the reason at the field", async () => {
    const app = openKyc("/admin/kyc?id=kyc_omar");
    const view = await panel("Omar Odum");
    app.api.on("POST /admin/kyc/kyc_omar/reject", () => ({
      status: 400,
      body: {
        message: "Invalid request",
        code: "VALIDATION_ERROR",
        issues: [{ path: "reason", message: "Say more than that" }],
      },
    }));
    await app.user.click(view.getByRole("button", { name: "Reject" }));
    const dialog = within(screen.getByRole("dialog"));
    await app.user.type(dialog.getByLabelText("Reason"), "Bad");
    await app.user.click(dialog.getByRole("button", { name: "Reject documents" }));
    expect(await dialog.findByText("Say more than that")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("says so when another admin decided first, and refreshes the submission and the queue", async () => {
    const app = openKyc("/admin/kyc?id=kyc_tess");
    const view = await panel("Tess Anne Trader");
    await queue();
    app.server.decideElsewhere("kyc_tess", "rejected");

    await app.user.click(view.getByRole("button", { name: "Approve" }));
    const alert = await view.findByRole("alert");
    expect(alert.textContent).toContain("Another admin decided first");
    expect(alert.textContent).toContain("This submission was already decided");
    // Refreshed: now rejected, no more buttons, and gone from the waiting queue.
    await waitFor(() => expect(view.queryByRole("button", { name: "Approve" })).toBeNull());
    expect(view.getByText("Decided by someone else")).toBeTruthy();
    await waitFor(async () => expect(names(await queue())).toEqual(["Omar Odum", "Lena Lund"]));
    expect(app.currentUrl()).toBe("/admin/kyc?id=kyc_tess");
  });
});
