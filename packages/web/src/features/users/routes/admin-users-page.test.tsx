import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi, makeUser } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { installAdminListsFake } from "../../../testing/fake-admin-lists";
import { makeUserRow } from "../../../testing/sample-admin-rows";

/** The generic admin list view, tested thoroughly once, on the users list. */

const admin = makeUser({ id: "u_admin", email: "admin@example.com", isAdmin: true });

const ada = makeUserRow({ id: "u_1", email: "ada@example.com", name: "Ada Lovelace" });
const bob = makeUserRow({
  id: "u_2",
  email: "bob@example.com",
  name: "Bob Admin",
  isAdmin: true,
  country: "US",
  createdAt: "2025-02-01T10:00:00.000Z",
});
const cy = makeUserRow({
  id: "u_3",
  email: "cy@example.com",
  name: "Cy Suspended",
  emailVerifiedAt: null,
  suspendedAt: "2025-03-05T10:00:00.000Z",
  createdAt: "2025-03-01T10:00:00.000Z",
});

function openUsers(path = "/admin/users", { users = [ada, bob, cy], pageSize = 100 } = {}) {
  const api = createFakeApi({ users: [admin] });
  installAdminListsFake(api, { users }, { pageSize });
  api.install();
  const app = renderApp(path, { token: api.sessionFor(admin) });
  const listCalls = () => api.callsTo("GET /admin/lists/users");
  const lastQuery = () => Object.fromEntries(listCalls().at(-1)!.search);
  return { api, app, listCalls, lastQuery };
}

async function usersTable() {
  return screen.findByRole("table", { name: "Users" });
}

/** The e-mails of the table's rows, in order. */
function emails(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent ?? "");
}

describe("Admin users list", () => {
  it("shows users newest first with their facts and a link to each user", async () => {
    const { lastQuery } = openUsers();
    const table = await usersTable();

    expect(screen.getByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    expect(screen.queryByText(/coming soon|on its way/i)).toBeNull();
    expect(emails(table)).toEqual(["cy@example.com", "bob@example.com", "ada@example.com"]);
    expect(lastQuery()).toEqual({ limit: "50" });

    const joined = within(table).getByRole("columnheader", { name: /Joined/ });
    expect(joined.getAttribute("aria-sort")).toBe("descending");
    expect(within(table).getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe(
      "/admin/user/u_1",
    );

    const cyRow = within(table).getByRole("link", { name: "cy@example.com" }).closest("tr")!;
    expect(within(cyRow).getByText("Suspended")).toBeTruthy();
    expect(within(cyRow).getByText("Not verified")).toBeTruthy();
    const bobRow = within(table).getByRole("link", { name: "bob@example.com" }).closest("tr")!;
    expect(within(bobRow).getByText("Admin")).toBeTruthy();
    expect(within(bobRow).getByText("Feb 1, 2025, 10:00 UTC")).toBeTruthy();
  });

  it("searches once typing pauses, keeping the search in the URL", async () => {
    const { app, lastQuery, listCalls } = openUsers();
    await usersTable();
    const callsBefore = listCalls().length;

    await app.user.type(screen.getByLabelText("Search"), "bo");

    await waitFor(() => expect(app.location().search).toBe("?search=bo"));
    await waitFor(() => expect(emails(screen.getByRole("table"))).toEqual(["bob@example.com"]));
    expect(lastQuery()).toEqual({ search: "bo", limit: "50" });
    // Debounced: one request for the two keystrokes.
    expect(listCalls().length).toBe(callsBefore + 1);
  });

  it("filters with the list's allowed values and free text, from the first page", async () => {
    const { app, lastQuery } = openUsers("/admin/users?cursor=c9");
    await screen.findByText("No more users.");

    const role = screen.getByLabelText("Role") as HTMLSelectElement;
    expect(Array.from(role.options).map((option) => option.value)).toEqual(["", "admin", "trader"]);
    await app.user.selectOptions(role, "admin");

    await waitFor(() => expect(app.location().search).toBe("?role=admin"));
    await waitFor(() => expect(emails(screen.getByRole("table"))).toEqual(["bob@example.com"]));
    expect(lastQuery()).toEqual({ role: "admin", limit: "50" });

    await app.user.type(screen.getByLabelText("Country"), "GB{Enter}");
    await waitFor(() => expect(app.location().search).toBe("?role=admin&country=GB"));
    expect(await screen.findByText("No users match this search and these filters.")).toBeTruthy();
    expect(lastQuery()).toEqual({ role: "admin", country: "GB", limit: "50" });

    await app.user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(app.location().search).toBe(""));
    expect(emails(await usersTable())).toHaveLength(3);
  });

  it("sorts by a column header through the URL, with aria-sort on the header", async () => {
    const { app, lastQuery } = openUsers();
    const table = await usersTable();
    // Only the list's sorts are sortable.
    expect(within(table).queryByRole("button", { name: /Country/ })).toBeNull();

    await app.user.click(within(table).getByRole("button", { name: /Email/ }));
    await waitFor(() => expect(app.location().search).toBe("?sort=email"));
    await waitFor(() =>
      expect(emails(screen.getByRole("table"))).toEqual([
        "ada@example.com",
        "bob@example.com",
        "cy@example.com",
      ]),
    );
    expect(lastQuery()).toEqual({ sort: "email", limit: "50" });
    const emailHeader = screen.getByRole("columnheader", { name: /Email/ });
    expect(emailHeader.getAttribute("aria-sort")).toBe("ascending");
    expect(
      screen.getByRole("columnheader", { name: /Joined/ }).getAttribute("aria-sort"),
    ).toBeNull();

    await app.user.click(within(emailHeader).getByRole("button"));
    await waitFor(() => expect(app.location().search).toBe("?sort=-email"));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Email/ }).getAttribute("aria-sort")).toBe(
        "descending",
      ),
    );
    expect(lastQuery()).toEqual({ sort: "-email", limit: "50" });
  });

  it("turns pages with the server's cursors, kept as a stack in the URL", async () => {
    const { app, lastQuery } = openUsers("/admin/users", { pageSize: 1 });
    expect(emails(await usersTable())).toEqual(["cy@example.com"]);
    expect(
      (screen.getByRole("button", { name: /Previous page/ }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await app.user.click(screen.getByRole("button", { name: /Next page/ }));
    await waitFor(() => expect(app.location().search).toBe("?cursor=c1"));
    await waitFor(() => expect(emails(screen.getByRole("table"))).toEqual(["bob@example.com"]));
    expect(lastQuery()).toEqual({ cursor: "c1", limit: "50" });

    await app.user.click(screen.getByRole("button", { name: /Next page/ }));
    await waitFor(() => expect(app.location().search).toBe("?cursor=c1&cursor=c2"));
    await waitFor(() => expect(emails(screen.getByRole("table"))).toEqual(["ada@example.com"]));
    expect(lastQuery()).toEqual({ cursor: "c2", limit: "50" });
    expect(screen.getByText("Page 3")).toBeTruthy();
    expect((screen.getByRole("button", { name: /Next page/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await app.user.click(screen.getByRole("button", { name: /Previous page/ }));
    await waitFor(() => expect(app.location().search).toBe("?cursor=c1"));
    await waitFor(() => expect(emails(screen.getByRole("table"))).toEqual(["bob@example.com"]));
  });

  it("opens a shared view from its URL and starts again at page one when the page size changes", async () => {
    const { app, lastQuery } = openUsers(
      "/admin/users?search=a&verified=yes&limit=100&cursor=c0&cursor=c1",
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({ search: "a", verified: "yes", cursor: "c1", limit: "100" }),
    );
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("a");
    expect((screen.getByLabelText("Verified") as HTMLSelectElement).value).toBe("yes");
    expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("100");
    expect(await screen.findByText("Page 3")).toBeTruthy();

    await app.user.selectOptions(screen.getByLabelText("Rows per page"), "25");
    await waitFor(() => expect(app.location().search).toBe("?search=a&verified=yes&limit=25"));
    expect(lastQuery()).toEqual({ search: "a", verified: "yes", limit: "25" });
  });

  it("shows a refused view (400) in words and resets it", async () => {
    const { app } = openUsers("/admin/users?sort=-bogus&role=owner");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This view of the list is not valid");
    expect(alert.textContent).toContain("Invalid request");
    expect(alert.textContent).toMatch(/role: "owner" is not one of admin, trader|cannot be sorted/);

    await app.user.click(within(alert).getByRole("button", { name: "Reset the view" }));
    await waitFor(() => expect(app.location().search).toBe(""));
    expect(emails(await usersTable())).toHaveLength(3);
  });

  it("offers a retry when the list fails to load", async () => {
    const api = createFakeApi({ users: [admin] });
    const lists = installAdminListsFake(api, { users: [ada] });
    let fail = true;
    api.on("GET /admin/lists/users", () =>
      fail
        ? { status: 403, body: { message: "Admins only", code: "FORBIDDEN" } }
        : { status: 200, body: { items: lists.state.users, nextCursor: null } },
    );
    api.install();
    const app = renderApp("/admin/users", { token: api.sessionFor(admin) });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The users could not be loaded");
    expect(alert.textContent).toContain("Admins only");
    fail = false;
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(emails(await usersTable())).toEqual(["ada@example.com"]);
  });

  it("says when there are no users at all", async () => {
    openUsers("/admin/users", { users: [] });
    expect(await screen.findByText("No users yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("exports the view as CSV: its search, sort and filters, no paging", async () => {
    const createObjectURL = vi.fn((_file: Blob) => "blob:users");
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { api, app } = openUsers(
      "/admin/users?search=a&role=trader&sort=email&limit=25&cursor=c1",
    );
    await screen.findByText("Page 2");

    await app.user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.callsTo("GET /admin/lists/users.csv")[0]!;
    expect(call.token).not.toBeNull();
    expect(Object.fromEntries(call.search)).toEqual({ search: "a", role: "trader", sort: "email" });
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain("u_1");
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe("blob:users");
    expect(link.download).toBe("users.csv");
  });
});
