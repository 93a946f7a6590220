import { screen, waitFor, within } from "@testing-library/react";
import { adminUserResponseSchema } from "@proparena/contracts/admin-users";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import {
  ACCOUNT_ID,
  ADMIN,
  sampleAdminUser,
  serveAdminUser,
  USER_ID,
  validationError,
} from "../../../testing/sample-admin-user";

const USER_PATH = `/admin/user/${USER_ID}`;
const USER_API = `/admin/users/${USER_ID}`;

function openUser(user = sampleAdminUser()) {
  const api = createFakeApi({ users: [ADMIN] });
  const server = serveAdminUser(api, user);
  api.install();
  const app = renderApp(USER_PATH, { token: api.sessionFor(ADMIN) });
  return { api, server, ...app };
}

/** Waits for the user's page (its actions panel), then answers its title. */
async function heading() {
  await screen.findByRole("region", { name: "Actions" }, { timeout: 3_000 });
  return screen.getByRole("heading", { level: 1 });
}
const region = (name: string) => within(screen.getByRole("region", { name }));
const actions = () => region("Actions");
const dialog = (name: string | RegExp) => within(screen.getByRole("dialog", { name }));
const badges = () =>
  within(screen.getByRole("list", { name: "Status" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const actionButtons = () =>
  actions()
    .getAllByRole("button")
    .map((button) => button.textContent);
/** The text that describes a field (its error, else its hint). */
const description = (element: HTMLElement) =>
  element
    .getAttribute("aria-describedby")
    ?.split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("admin user page", () => {
  it("shows the user's header, badges, details, owed amount, accounts, purchases, sessions and audit trail", async () => {
    openUser();
    expect((await heading()).textContent).toBe("Tess Trader");
    expect(screen.getByText("tess@example.com", { selector: "p" })).toBeTruthy();
    expect(badges()).toEqual(["Trader", "Verified", "2FA on", "KYC approved", "Agreement signed"]);
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Users" }).getAttribute("href")).toBe("/admin/users");

    const details = region("Details");
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value("User id")).toBe(USER_ID);
    expect(value("Shown publicly as")).toBe("Tess T.");
    expect(value("Region")).toBe("California");
    expect(value("Joined")).toBe("Jan 1, 2025, 10:00 UTC");
    expect(value("KYC")).toBe("Approved");
    expect(value("Suspended")).toBe("No");
    expect(region("Owed").getByTestId("owed").textContent).toBe("$550.00");

    const accounts = region("Accounts");
    const link = accounts.getByRole("link", { name: ACCOUNT_ID });
    expect(link.getAttribute("href")).toBe(`/admin/user/${USER_ID}/account/${ACCOUNT_ID}`);
    expect(accounts.getAllByRole("row")[1]!.textContent).toBe(
      ACCOUNT_ID +
        "10K" +
        "Phase I" +
        "Active" +
        "$10,234.50" +
        "$10,000.00" +
        "Jan 3, 2025, 09:00 UTC" +
        "—",
    );
    expect(region("Purchases").getAllByRole("row")[1]!.textContent).toBe(
      "PA-2025-0001" +
        "10K" +
        "$99.00" +
        "WELCOME10" +
        "Paid" +
        "stripe" +
        "Jan 3, 2025, 08:55 UTC" +
        "Jan 3, 2025, 08:56 UTC",
    );
    expect(region("Live sessions").getAllByRole("row")[1]!.textContent).toBe(
      "Mozilla/5.0 (Macintosh) Firefox/134.0" +
        "203.0.113.7" +
        "Jan 5, 2025, 08:00 UTC" +
        "Jan 6, 2025, 14:00 UTC",
    );
    expect(region("Audit trail").getAllByRole("row")[1]!.textContent).toBe(
      "user-resend-verification" +
        "admin@example.com" +
        "Lost the first e-mail" +
        "Jan 4, 2025, 12:30 UTC",
    );
    expect(actionButtons()).toEqual(["Suspend", "Reset 2FA", "Make admin"]);
    expect(document.body.textContent).not.toMatch(/coming soon|on its way/i);
  });

  it("offers only the actions that apply: unsuspend, resend verification, no make-admin for an admin", async () => {
    openUser(
      sampleAdminUser({
        isAdmin: true,
        suspendedAt: "2025-01-05T10:00:00.000Z",
        emailVerifiedAt: null,
        twoFactor: false,
        kycStatus: "not_started",
        agreementSigned: false,
        accounts: [],
        purchases: [],
        sessions: [],
        audit: [],
      }),
    );
    await heading();
    expect(badges()).toEqual([
      "Admin",
      "Suspended",
      "Unverified",
      "2FA off",
      "KYC not started",
      "Agreement not signed",
    ]);
    expect(actionButtons()).toEqual(["Unsuspend", "Resend verification"]);
    expect(region("Accounts").getByText("No trading accounts.")).toBeTruthy();
    expect(region("Purchases").getByText("No purchases.")).toBeTruthy();
    expect(region("Live sessions").getByText("No live sessions.")).toBeTruthy();
    expect(region("Audit trail").getByText("No admin actions yet.")).toBeTruthy();
  });

  it("suspend: requires a reason, sends it, and refreshes the page with the user suspended", async () => {
    const { api, user, server } = openUser();
    await heading();
    const getsBefore = api.callsTo(`GET ${USER_API}`).length;

    await user.click(actions().getByRole("button", { name: "Suspend" }));
    const suspend = dialog("Suspend tess@example.com?");
    await user.click(suspend.getByRole("button", { name: "Suspend user" }));
    expect(description(suspend.getByLabelText("Reason"))).toBe(
      "Give a reason (it is kept in the audit log)",
    );
    expect(api.callsTo(`POST ${USER_API}/suspend`)).toHaveLength(0);

    await user.type(suspend.getByLabelText("Reason"), "Chargeback on the last purchase");
    await user.click(suspend.getByRole("button", { name: "Suspend user" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo(`POST ${USER_API}/suspend`).map((call) => call.body)).toEqual([
      { reason: "Chargeback on the last purchase" },
    ]);
    expect(server.current().suspendedAt).not.toBeNull();
    expect(await screen.findByText("User suspended")).toBeTruthy();
    await waitFor(() => expect(badges()).toContain("Suspended"));
    expect(actionButtons()).toEqual(["Unsuspend", "Reset 2FA", "Make admin"]);
    expect(region("Audit trail").getAllByRole("row")[1]!.textContent).toContain(
      "user-suspend" + "admin@example.com" + "Chargeback on the last purchase",
    );
    await waitFor(() => expect(api.callsTo(`GET ${USER_API}`).length).toBeGreaterThan(getsBefore));
  });

  it("make admin: asks to type the e-mail again, shows the server's field error, then succeeds", async () => {
    const { api, user } = openUser();
    await heading();
    await user.click(actions().getByRole("button", { name: "Make admin" }));
    const make = dialog("Make tess@example.com an admin?");
    const confirm = make.getByLabelText("Type tess@example.com to confirm");

    await user.type(make.getByLabelText("Reason"), "Joins the support team");
    await user.type(confirm, "someone@example.com");
    await user.click(make.getByRole("button", { name: "Make admin" }));
    expect(description(confirm)).toBe("Type tess@example.com to confirm.");
    expect(api.callsTo(`POST ${USER_API}/make-admin`)).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, "TESS@example.com");
    let refuse = true;
    api.on(`POST ${USER_API}/make-admin`, () =>
      refuse
        ? validationError("confirm", "The e-mail does not match.")
        : {
            status: 200,
            body: adminUserResponseSchema.parse({
              user: sampleAdminUser({ isAdmin: true }),
            }),
          },
    );
    await user.click(make.getByRole("button", { name: "Make admin" }));
    await waitFor(() => expect(description(confirm)).toBe("The e-mail does not match."));
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(make.queryByRole("alert")).toBeNull();

    refuse = false;
    await user.click(make.getByRole("button", { name: "Make admin" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo(`POST ${USER_API}/make-admin`).map((call) => call.body)).toEqual([
      { reason: "Joins the support team", confirm: "TESS@example.com" },
      { reason: "Joins the support team", confirm: "TESS@example.com" },
    ]);
    expect(await screen.findByText("User is now an admin")).toBeTruthy();
  });

  it("shows a 409 in the dialog and keeps it open", async () => {
    const { api, user } = openUser();
    api.on(`POST ${USER_API}/reset-2fa`, () => ({
      status: 409,
      body: { message: "This user has no two-factor sign-in to reset.", code: "CONFLICT" },
    }));
    await heading();
    await user.click(actions().getByRole("button", { name: "Reset 2FA" }));
    const reset = dialog("Reset two-factor sign-in of tess@example.com?");
    await user.type(reset.getByLabelText("Reason"), "Lost their phone");
    await user.click(reset.getByRole("button", { name: "Reset 2FA" }));

    const alert = await reset.findByRole("alert");
    expect(alert.textContent).toContain("This user has no two-factor sign-in to reset.");
    expect(screen.getByRole("dialog")).toBeTruthy();

    await user.click(reset.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's refusal of the reason under the field", async () => {
    const { api, user } = openUser(sampleAdminUser({ emailVerifiedAt: null }));
    api.on(`POST ${USER_API}/resend-verification`, () =>
      validationError("reason", "Give a reason (it is kept in the audit log)"),
    );
    await heading();
    await user.click(actions().getByRole("button", { name: "Resend verification" }));
    const resend = dialog(/Resend the verification e-mail/);
    await user.type(resend.getByLabelText("Reason"), "   ok");
    await user.click(resend.getByRole("button", { name: "Send the e-mail" }));
    await waitFor(() =>
      expect(description(resend.getByLabelText("Reason"))).toBe(
        "Give a reason (it is kept in the audit log)",
      ),
    );
  });

  it("unsuspends and resends the verification e-mail", async () => {
    const { api, user } = openUser(
      sampleAdminUser({ suspendedAt: "2025-01-05T10:00:00.000Z", emailVerifiedAt: null }),
    );
    await heading();
    await user.click(actions().getByRole("button", { name: "Unsuspend" }));
    const unsuspend = dialog("Unsuspend tess@example.com?");
    await user.type(unsuspend.getByLabelText("Reason"), "Chargeback resolved");
    await user.click(unsuspend.getByRole("button", { name: "Unsuspend user" }));
    expect(await screen.findByText("User unsuspended")).toBeTruthy();
    await waitFor(() => expect(badges()).not.toContain("Suspended"));

    await user.click(actions().getByRole("button", { name: "Resend verification" }));
    const resend = dialog(/Resend the verification e-mail/);
    await user.type(resend.getByLabelText("Reason"), "Says the link expired");
    await user.click(resend.getByRole("button", { name: "Send the e-mail" }));
    expect(await screen.findByText("Verification e-mail sent")).toBeTruthy();
    expect(api.callsTo(`POST ${USER_API}/resend-verification`)[0]?.body).toEqual({
      reason: "Says the link expired",
    });
  });
});

describe("admin user page: loading, errors and 404", () => {
  it("shows a loading state until the user arrives", async () => {
    const api = createFakeApi({ users: [ADMIN] });
    const answer = deferred<FakeResponse>();
    api.on(`GET ${USER_API}`, () => answer.promise);
    api.install();
    renderApp(USER_PATH, { token: api.sessionFor(ADMIN) });
    expect(await screen.findByText("Loading the user…", {}, { timeout: 3_000 })).toBeTruthy();
    answer.resolve({
      status: 200,
      body: adminUserResponseSchema.parse({ user: sampleAdminUser() }),
    });
    expect((await heading()).textContent).toBe("Tess Trader");
  });

  it("says there is no such user for an unknown id", async () => {
    const api = createFakeApi({ users: [ADMIN] });
    api.on("GET /admin/users/nobody", () => ({
      status: 404,
      body: { message: "No such user", code: "NOT_FOUND" },
    }));
    api.install();
    renderApp("/admin/user/nobody", { token: api.sessionFor(ADMIN) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(within(alert).getByRole("heading", { name: "No such user" })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Back to users" }).getAttribute("href")).toBe(
      "/admin/users",
    );
    expect(screen.queryByRole("region", { name: "Actions" })).toBeNull();
  });

  it("offers a retry when the user cannot be loaded", async () => {
    const api = createFakeApi({ users: [ADMIN] });
    serveAdminUser(api);
    let fail = true;
    api.on(`GET ${USER_API}`, () =>
      fail
        ? { status: 403, body: { message: "Admin tools are resting", code: "FORBIDDEN" } }
        : { status: 200, body: adminUserResponseSchema.parse({ user: sampleAdminUser() }) },
    );
    api.install();
    const { user } = renderApp(USER_PATH, { token: api.sessionFor(ADMIN) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The user could not be loaded");
    expect(alert.textContent).toContain("Admin tools are resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await heading()).textContent).toBe("Tess Trader");
  });
});
