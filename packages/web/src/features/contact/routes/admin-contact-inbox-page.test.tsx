import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { reviewAdmin } from "../../../testing/review-fake-server";
import { sampleContactMessage, serveContactInbox } from "../testing/sample-contact-inbox";

const member = sampleContactMessage({
  id: "cm_member",
  reference: "C-1002",
  name: "Mo Member",
  email: "mo@example.com",
  subject: "Payout question",
  userId: "u_mo",
  status: "answered",
  replyCount: 1,
  createdAt: new Date(Date.now() - 48 * 3600_000).toISOString(),
  updatedAt: new Date(Date.now() - 24 * 3600_000).toISOString(),
  message: "When is the payout?",
  replies: [
    {
      id: "r_1",
      authorEmail: "admin@example.com",
      body: "Mondays.",
      createdAt: new Date(Date.now() - 24 * 3600_000).toISOString(),
    },
  ],
});

function openInbox(path = "/admin/contact") {
  const api = createFakeApi({ users: [reviewAdmin] });
  const server = serveContactInbox(api, [sampleContactMessage(), member]);
  api.install();
  const app = renderApp(path, { token: api.sessionFor(reviewAdmin) });
  return { api, server, ...app };
}

const inbox = async () =>
  within(await screen.findByRole("list", { name: "Contact messages" }, { timeout: 3_000 }));

describe("admin contact inbox", () => {
  it("lists the open messages with their sender; a message opens with its text, and the reply goes out by e-mail", async () => {
    const app = openInbox();
    const links = (await inbox()).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toContain("C-1001");
    expect(links[0]!.textContent).toContain("Do you accept traders from Chile?");
    expect(links[0]!.textContent).toContain("Vera Visitor · vera@example.org");
    expect(links[0]!.textContent).toContain("no reply yet");
    expect(app.api.callsTo("GET /admin/contact/messages")[0]!.search.get("status")).toBe("open");

    await app.user.click(links[0]!);
    expect(app.currentUrl()).toBe("/admin/contact?message=cm_visitor");
    const article = within(
      await screen.findByRole("article", { name: "Do you accept traders from Chile?" }),
    );
    expect(article.getByText("(a visitor without an account)")).toBeTruthy();
    expect(article.getByText(/Can I buy a challenge from Santiago\?/)).toBeTruthy();

    // An empty reply is refused at the field, before anything is sent.
    await app.user.click(article.getByRole("button", { name: "Send reply" }));
    expect(article.getByLabelText("Your reply").getAttribute("aria-invalid")).toBe("true");
    expect(app.api.callsTo("POST /admin/contact/messages/cm_visitor/replies")).toHaveLength(0);

    await app.user.type(article.getByLabelText("Your reply"), "Yes, Chile is welcome.");
    await app.user.click(article.getByRole("button", { name: "Send reply" }));
    expect(await article.findByText("Your reply was e-mailed to vera@example.org.")).toBeTruthy();
    expect(app.api.callsTo("POST /admin/contact/messages/cm_visitor/replies")[0]!.body).toEqual({
      message: "Yes, Chile is welcome.",
    });
    const conversation = within(article.getByRole("list", { name: "Conversation" }));
    expect(conversation.getAllByRole("listitem")).toHaveLength(2);
    expect(conversation.getByText("Yes, Chile is welcome.")).toBeTruthy();
    expect(article.getByText("We answered by e-mail.")).toBeTruthy();
  });

  it("links a member's message to their account, and closes a message after asking", async () => {
    const app = openInbox("/admin/contact?status=all&message=cm_member");
    const article = within(await screen.findByRole("article", { name: "Payout question" }));
    expect(article.getByRole("link", { name: "(their account)" }).getAttribute("href")).toBe(
      "/admin/user/u_mo",
    );
    expect(article.getByText("Mondays.")).toBeTruthy();
    await app.user.click(article.getByRole("button", { name: "Close message" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Close message C-1002?" }));
    await app.user.click(dialog.getByRole("button", { name: "Yes, close it" }));
    await waitFor(() =>
      expect(article.getByText("Closed. A reply can still be e-mailed.")).toBeTruthy(),
    );
    expect(app.api.callsTo("POST /admin/contact/messages/cm_member/close")).toHaveLength(1);
  });

  it("says when the inbox is empty, and when a message does not exist", async () => {
    const api = createFakeApi({ users: [reviewAdmin] });
    serveContactInbox(api, []);
    api.on("GET /admin/contact/messages/cm_gone", () => ({
      status: 404,
      body: { message: "Contact message not found", code: "NOT_FOUND" },
    }));
    api.install();
    const app = renderApp("/admin/contact?message=cm_gone", { token: api.sessionFor(reviewAdmin) });
    expect(await screen.findByText("No message is waiting", {}, { timeout: 3_000 })).toBeTruthy();
    expect(await screen.findByText("This message could not be found")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "See all messages" }));
    expect(app.currentUrl()).toBe("/admin/contact");
  });
});
