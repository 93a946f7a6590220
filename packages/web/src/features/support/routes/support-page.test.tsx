import { screen, waitFor, within } from "@testing-library/react";
import { ticketResponseSchema, ticketsResponseSchema } from "@proparena/contracts/support";
import { uploadResponseSchema } from "@proparena/contracts/uploads";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import {
  sampleTicketFile as sampleStoredFile,
  ticketFileId as fileId,
} from "../../../testing/sample-files";
import {
  NOT_A_TICKET_FILE,
  RECEIPT_FILE_ID,
  sampleTickets,
  serveSupport,
  summaryOf,
  validationIssues,
} from "../testing/sample-support";
import { sampleAnswerTime, WHY_FAILED } from "../testing/sample-help";
import { formatLocalDateTime } from "../../../lib/format-local-time";

const PDF = "%PDF-1.7 a statement";

function openSupport({
  tickets = sampleTickets(),
  path = "/dashboard/support",
  help = {},
}: {
  tickets?: ReturnType<typeof sampleTickets>;
  path?: string;
  help?: Parameters<typeof serveSupport>[2];
} = {}) {
  const api = createFakeApi();
  const server = serveSupport(api, tickets, help);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  const app = renderApp(path, { token });
  return { api, server, token, ...app };
}

const ticketList = async () =>
  within(await screen.findByRole("list", { name: "Your tickets" }, { timeout: 3_000 }));
const thread = async (subject: string) =>
  within(await screen.findByRole("article", { name: subject }, { timeout: 3_000 }));
const newTicketForm = async () =>
  within(await screen.findByRole("region", { name: "New ticket" }, { timeout: 3_000 }));

/** The text of the element that describes a field (its error, else its hint). */
function description(element: HTMLElement): string | null | undefined {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("support page: the list", () => {
  it("invites to open the first ticket when there is none, with no coming-soon text", async () => {
    const { user } = openSupport({ tickets: [] });
    expect(
      await screen.findByRole("heading", { name: "No support tickets yet" }, { timeout: 3_000 }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/coming soon|on its way/i);
    expect(screen.queryByRole("list", { name: "Your tickets" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open your first ticket" }));
    const form = await newTicketForm();
    expect(document.activeElement).toBe(form.getByLabelText("Subject"));
    expect(screen.getByText("No other tickets yet.")).toBeTruthy();
  });

  it("lists the tickets newest activity first with reference, category, status, count and time", async () => {
    openSupport();
    const list = await ticketList();
    const links = list.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining("Payout for last week not received"),
      expect.stringContaining("Chart does not load"),
      expect.stringContaining("Refund of a duplicate purchase"),
    ]);
    const first = within(links[0]!);
    expect(first.getByText("T-1003")).toBeTruthy();
    expect(first.getByText("Payouts")).toBeTruthy();
    expect(first.getByText("Answered")).toBeTruthy();
    expect(first.getByText("2 messages")).toBeTruthy();
    expect(links[0]!.textContent).toContain("Updated 2 hours ago");
    expect(links[0]!.getAttribute("href")).toBe("/dashboard/support?ticket=tkt_payout");

    const second = within(links[1]!);
    expect(second.getByText("Technical problem")).toBeTruthy();
    expect(second.getByText("Open")).toBeTruthy();
    expect(second.getByText("1 message")).toBeTruthy();
    expect(links[1]!.textContent).toContain("Updated yesterday");
    expect(within(links[2]!).getByText("Closed")).toBeTruthy();
    expect(within(links[2]!).getByText("Billing and refunds")).toBeTruthy();
    expect(links.some((link) => link.getAttribute("aria-current"))).toBe(false);
    expect(screen.getByText(/Choose a ticket to read its messages/)).toBeTruthy();
  });

  it("shows a loading state until the tickets arrive", async () => {
    const api = createFakeApi();
    serveSupport(api);
    const answer = deferred<FakeResponse>();
    api.on("GET /support/tickets", () => answer.promise);
    api.install();
    renderApp("/dashboard/support", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText("Loading your tickets…", {}, { timeout: 3_000 })).toBeTruthy();
    answer.resolve({
      status: 200,
      body: ticketsResponseSchema.parse({ tickets: sampleTickets().map(summaryOf) }),
    });
    await ticketList();
    expect(screen.queryByText("Loading your tickets…")).toBeNull();
  });

  it("shows an error with a retry when the tickets cannot be loaded", async () => {
    const api = createFakeApi();
    serveSupport(api);
    let fail = true;
    const good = sampleTickets().map(summaryOf);
    api.on("GET /support/tickets", () =>
      fail
        ? { status: 429, body: { message: "Too many requests, slow down", code: "RATE_LIMITED" } }
        : { status: 200, body: ticketsResponseSchema.parse({ tickets: good }) },
    );
    api.install();
    const { user } = renderApp("/dashboard/support", { token: api.sessionFor(api.users[0]!) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("Your tickets could not be loaded");
    expect(alert.textContent).toContain("Too many requests, slow down");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await ticketList()).getAllByRole("link")).toHaveLength(3);
  });
});

describe("support page: a new ticket", () => {
  it("sends a ticket with an uploaded attachment and opens its thread", async () => {
    const app = openSupport();
    await ticketList();
    await app.user.click(screen.getByRole("button", { name: "New ticket" }));
    const form = await newTicketForm();

    await app.user.type(form.getByLabelText("Subject"), "  Cannot change my password  ");
    await app.user.selectOptions(form.getByLabelText("Category"), "My account");
    await app.user.type(form.getByLabelText("Message"), "The form says my link expired.");

    // Hold the upload to see it on its way.
    const answer = deferred<FakeResponse>();
    app.api.on("POST /uploads/ticket", () => answer.promise);
    const file = new File([PDF], "statement.pdf", { type: "application/pdf" });
    await app.user.upload(form.getByLabelText("Attachment (optional)"), file);
    expect(await form.findByText("Uploading statement.pdf…")).toBeTruthy();
    expect((form.getByRole("button", { name: "Send ticket" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const stored = sampleStoredFile({
      id: fileId(42),
      name: "statement.pdf",
      sizeBytes: file.size,
    });
    app.server.files.set(stored.id, stored);
    answer.resolve({ status: 201, body: uploadResponseSchema.parse({ file: stored }) });

    expect(await form.findByText("statement.pdf")).toBeTruthy();
    expect(form.getByText(`${file.size} bytes · attached`)).toBeTruthy();
    expect(form.getByRole("button", { name: "Remove statement.pdf" })).toBeTruthy();
    const uploadCall = app.api.callsTo("POST /uploads/ticket")[0]!;
    expect(uploadCall.token).toBe(app.token);
    expect(uploadCall.headers.get("x-file-name")).toBe("statement.pdf");

    await app.user.click(form.getByRole("button", { name: "Send ticket" }));

    const view = await thread("Cannot change my password");
    expect(app.api.callsTo("POST /support/tickets")[0]?.body).toEqual({
      subject: "Cannot change my password",
      category: "account",
      message: "The form says my link expired.",
      attachmentFileId: stored.id,
    });
    expect(app.currentUrl()).toBe("/dashboard/support?ticket=tkt_new_1");
    expect(view.getByText(/Ticket T-2001 was sent/)).toBeTruthy();
    expect(view.getByText("The form says my link expired.")).toBeTruthy();
    expect(
      view.getByRole("button", { name: `Download statement.pdf (${file.size} bytes)` }),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "New ticket" })).toBeNull();

    const list = await ticketList();
    await waitFor(() => expect(list.getAllByRole("link")).toHaveLength(4));
    const created = list.getAllByRole("link")[0]!;
    expect(created.textContent).toContain("Cannot change my password");
    expect(created.getAttribute("aria-current")).toBe("true");
  });

  it("checks the fields before sending", async () => {
    const app = openSupport({ tickets: [] });
    await app.user.click(
      await screen.findByRole("button", { name: "Open your first ticket" }, { timeout: 3_000 }),
    );
    const form = await newTicketForm();
    await app.user.click(form.getByRole("button", { name: "Send ticket" }));
    expect(description(form.getByLabelText("Subject"))).toBe(
      "Give the ticket a subject (3 characters or more)",
    );
    expect(description(form.getByLabelText("Category"))).toBe("Choose a category");
    expect(description(form.getByLabelText("Message"))).toBe("Write a message");
    expect(document.activeElement).toBe(form.getByLabelText("Subject"));
    expect(app.api.callsTo("POST /support/tickets")).toHaveLength(0);
  });

  it("shows the server's field errors at their fields, and no general alert", async () => {
    const app = openSupport();
    app.api.on("POST /support/tickets", () =>
      validationIssues([
        { path: "subject", message: "A subject is at most 120 characters" },
        { path: "message", message: "A message is at most 5,000 characters" },
      ]),
    );
    await ticketList();
    await app.user.click(screen.getByRole("button", { name: "New ticket" }));
    const form = await newTicketForm();
    await app.user.type(form.getByLabelText("Subject"), "Help please");
    await app.user.selectOptions(form.getByLabelText("Category"), "trading");
    await app.user.type(form.getByLabelText("Message"), "A long story.");
    await app.user.click(form.getByRole("button", { name: "Send ticket" }));

    const subject = form.getByLabelText("Subject");
    await waitFor(() => expect(subject.getAttribute("aria-invalid")).toBe("true"));
    expect(description(subject)).toBe("A subject is at most 120 characters");
    expect(description(form.getByLabelText("Message"))).toBe(
      "A message is at most 5,000 characters",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(app.currentUrl()).toBe("/dashboard/support");

    await app.user.type(subject, "!");
    expect(subject.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows any other refusal above the button", async () => {
    const app = openSupport();
    app.api.on("POST /support/tickets", () => ({
      status: 429,
      body: { message: "Too many tickets today", code: "RATE_LIMITED" },
    }));
    await ticketList();
    await app.user.click(screen.getByRole("button", { name: "New ticket" }));
    const form = await newTicketForm();
    await app.user.type(form.getByLabelText("Subject"), "Help please");
    await app.user.selectOptions(form.getByLabelText("Category"), "other");
    await app.user.type(form.getByLabelText("Message"), "Anything.");
    await app.user.click(form.getByRole("button", { name: "Send ticket" }));
    const alert = await form.findByRole("alert");
    expect(alert.textContent).toContain("Your ticket was not sent");
    expect(alert.textContent).toContain("Too many tickets today");
  });

  it("shows an upload the server refuses at the attachment, and sends the ticket without it", async () => {
    const app = openSupport();
    await ticketList();
    await app.user.click(screen.getByRole("button", { name: "New ticket" }));
    const form = await newTicketForm();
    const input = form.getByLabelText("Attachment (optional)");
    await app.user.upload(input, new File(["just some text"], "notes.png", { type: "image/png" }));
    await waitFor(() => expect(description(input)).toBe(NOT_A_TICKET_FILE));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(form.queryByText("notes.png")).toBeNull();

    await app.user.type(form.getByLabelText("Subject"), "Help please");
    await app.user.selectOptions(form.getByLabelText("Category"), "kyc");
    await app.user.type(form.getByLabelText("Message"), "My document was refused.");
    await app.user.click(form.getByRole("button", { name: "Send ticket" }));
    await thread("Help please");
    expect(app.api.callsTo("POST /support/tickets")[0]?.body).toEqual({
      subject: "Help please",
      category: "kyc",
      message: "My document was refused.",
    });
  });

  it("refuses a file over 8 MB before sending it, and removes an attached file", async () => {
    const app = openSupport();
    await ticketList();
    await app.user.click(screen.getByRole("button", { name: "New ticket" }));
    const form = await newTicketForm();
    const input = form.getByLabelText("Attachment (optional)");
    const big = new File(["%PDF-"], "huge.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 9 * 1024 * 1024 });
    await app.user.upload(input, big);
    expect(description(input)).toBe("The file is too large: at most 8 MB.");
    expect(app.api.callsTo("POST /uploads/ticket")).toHaveLength(0);

    await app.user.upload(input, new File([PDF], "statement.pdf", { type: "application/pdf" }));
    expect(await form.findByText("statement.pdf")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    await app.user.click(form.getByRole("button", { name: "Remove statement.pdf" }));
    expect(form.queryByText("statement.pdf")).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});

describe("support page: a ticket's thread", () => {
  it("opens a thread as a conversation, keeps it in the URL, and downloads an attachment", async () => {
    const createObjectURL = vi.fn((_file: Blob) => "blob:receipt");
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const app = openSupport();
    const list = await ticketList();
    await app.user.click(list.getByRole("link", { name: /Payout for last week/ }));

    const view = await thread("Payout for last week not received");
    expect(app.currentUrl()).toBe("/dashboard/support?ticket=tkt_payout");
    expect(
      list.getByRole("link", { name: /Payout for last week/ }).getAttribute("aria-current"),
    ).toBe("true");
    expect(view.getByText(/T-1003/)).toBeTruthy();
    expect(view.getByText("Answered")).toBeTruthy();

    const messages = within(view.getByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(messages.map((item) => item.getAttribute("data-author"))).toEqual(["trader", "support"]);
    expect(within(messages[0]!).getByText("Tess Trader")).toBeTruthy();
    expect(within(messages[1]!).getByText("PropArena support")).toBeTruthy();
    expect(within(messages[1]!).getByText("Support team")).toBeTruthy();
    expect(within(messages[1]!).getByText(/transfer receipt is attached/)).toBeTruthy();

    await app.user.click(
      within(messages[1]!).getByRole("button", { name: "Download receipt.pdf (120 KB)" }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = app.api.callsTo(`GET /files/${RECEIPT_FILE_ID}`)[0]!;
    expect(call.token).toBe(app.token);
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain("bytes of receipt.pdf");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("receipt.pdf");
  });

  it("replies with an attachment, which reopens an answered ticket", async () => {
    const app = openSupport({ path: "/dashboard/support?ticket=tkt_payout" });
    const view = await thread("Payout for last week not received");
    await app.user.type(view.getByLabelText("Your reply"), "Thanks, it arrived.");
    await app.user.upload(
      view.getByLabelText("Attachment (optional)"),
      new File([PDF], "bank.pdf", { type: "application/pdf" }),
    );
    expect(await view.findByText("bank.pdf")).toBeTruthy();
    await app.user.click(view.getByRole("button", { name: "Send reply" }));

    expect(await view.findByText("Your reply was sent.")).toBeTruthy();
    expect(app.api.callsTo("POST /support/tickets/tkt_payout/replies")[0]?.body).toEqual({
      message: "Thanks, it arrived.",
      attachmentFileId: fileId(1),
    });
    const messages = within(view.getByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(messages).toHaveLength(3);
    expect(messages[2]!.getAttribute("data-author")).toBe("trader");
    expect(within(messages[2]!).getByText("Thanks, it arrived.")).toBeTruthy();
    expect(within(messages[2]!).getByRole("button", { name: /Download bank\.pdf/ })).toBeTruthy();
    expect(view.getByText("Open")).toBeTruthy();
    expect((view.getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe("");
    expect(view.queryByRole("button", { name: "Remove bank.pdf" })).toBeNull();

    const list = await ticketList();
    await waitFor(() =>
      expect(
        within(list.getByRole("link", { name: /Payout for last week/ })).getByText("3 messages"),
      ).toBeTruthy(),
    );
  });

  it("says a reply reopens a closed ticket, and does so", async () => {
    const app = openSupport({ path: "/dashboard/support?ticket=tkt_refund" });
    const view = await thread("Refund of a duplicate purchase");
    expect(view.getByText(/This ticket is closed\. If you still need help/)).toBeTruthy();
    const reply = view.getByLabelText("Your reply");
    expect(description(reply)).toBe("This ticket is closed: sending a reply opens it again.");
    expect(view.queryByRole("button", { name: "Close ticket" })).toBeNull();

    await app.user.click(view.getByRole("button", { name: "Send and reopen" }));
    expect(description(reply)).toBe("Write a message");
    expect(app.api.callsTo("POST /support/tickets/tkt_refund/replies")).toHaveLength(0);

    await app.user.type(reply, "It was charged again.");
    await app.user.click(view.getByRole("button", { name: "Send and reopen" }));
    expect(await view.findByText("Your reply was sent.")).toBeTruthy();
    expect(view.getByText("Open")).toBeTruthy();
    expect(view.getByRole("button", { name: "Close ticket" })).toBeTruthy();
  });

  it("closes a ticket only after confirming", async () => {
    const app = openSupport({ path: "/dashboard/support?ticket=tkt_chart" });
    const view = await thread("Chart does not load");
    await app.user.click(view.getByRole("button", { name: "Close ticket" }));
    let dialog = screen.getByRole("dialog", { name: "Close ticket T-1002?" });
    await app.user.click(within(dialog).getByRole("button", { name: "Keep it open" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(app.api.callsTo("POST /support/tickets/tkt_chart/close")).toHaveLength(0);

    await app.user.click(view.getByRole("button", { name: "Close ticket" }));
    dialog = screen.getByRole("dialog", { name: "Close ticket T-1002?" });
    expect(document.activeElement).toBe(
      within(dialog).getByRole("button", { name: "Yes, close it" }),
    );
    await app.user.click(within(dialog).getByRole("button", { name: "Yes, close it" }));

    expect(await view.findByText("Ticket T-1002 is closed.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(app.api.callsTo("POST /support/tickets/tkt_chart/close")).toHaveLength(1);
    expect(view.getByText(/If you still need help, reply below/)).toBeTruthy();
    expect(view.queryByRole("button", { name: "Close ticket" })).toBeNull();
    expect(view.getByRole("button", { name: "Send and reopen" })).toBeTruthy();
    const list = await ticketList();
    await waitFor(() =>
      expect(
        within(list.getByRole("link", { name: /Chart does not load/ })).getByText("Closed"),
      ).toBeTruthy(),
    );
  });

  it("says so when the ticket in the URL is unknown, and goes back to the list", async () => {
    const app = openSupport({ path: "/dashboard/support?ticket=tkt_someone_else" });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("This ticket could not be found");
    await app.user.click(within(alert).getByRole("button", { name: "See your tickets" }));
    await waitFor(() => expect(app.currentUrl()).toBe("/dashboard/support"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an error with a retry when the thread cannot be loaded", async () => {
    const api = createFakeApi();
    serveSupport(api);
    let fail = true;
    const chart = sampleTickets()[1]!;
    api.on("GET /support/tickets/tkt_chart", () =>
      fail
        ? { status: 403, body: { message: "Support is resting", code: "FORBIDDEN" } }
        : { status: 200, body: ticketResponseSchema.parse({ ticket: chart }) },
    );
    api.install();
    const { user } = renderApp("/dashboard/support?ticket=tkt_chart", {
      token: api.sessionFor(api.users[0]!),
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The ticket could not be loaded");
    expect(alert.textContent).toContain("Support is resting");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await thread("Chart does not load")).toBeTruthy();
  });

  it("goes back to the list from a thread (the phone layout's way back)", async () => {
    const app = openSupport({ path: "/dashboard/support?ticket=tkt_chart" });
    await thread("Chart does not load");
    await app.user.click(screen.getByRole("button", { name: "All tickets" }));
    await waitFor(() => expect(app.currentUrl()).toBe("/dashboard/support"));
    expect(screen.queryByRole("article", { name: "Chart does not load" })).toBeNull();
    expect(screen.queryByRole("button", { name: "All tickets" })).toBeNull();
  });
});

describe("support page: answers at any hour, and when a person answers", () => {
  const MEDIAN =
    "about 3 hours 10 minutes (the median first answer of our last 12 answered tickets)";

  it("answers a question at once from the trader's account and the FAQ, with links", async () => {
    const { user, server } = openSupport({
      help: { personal: (q) => (/fail/.test(q) ? [WHY_FAILED] : []) },
    });
    const box = await screen.findByRole("searchbox", { name: "Ask a question" });
    await user.type(box, "why did my account fail");
    const mine = await screen.findByRole("region", { name: "From your account" });
    expect(within(mine).getByText(WHY_FAILED.text)).toBeTruthy();
    expect(within(mine).getByRole("link", { name: "See the evidence" }).getAttribute("href")).toBe(
      "/dashboard/metrics/u_1/acc_1",
    );
    const general = screen.getByRole("region", { name: "From the FAQ and the rules" });
    expect(within(general).getByText("What happens if I break a rule?")).toBeTruthy();
    expect(server.asked.at(-1)).toBe("why did my account fail");
    expect(server.asked).not.toContain("");
  });

  it("with no answer, says how soon the team answers (the median) and opens a ticket", async () => {
    const { user } = openSupport({ tickets: [] });
    await user.type(await screen.findByRole("searchbox", { name: "Ask a question" }), "dividends");
    expect(
      await screen.findByText(
        `Nothing in the FAQ, the rules or your account answers that. Ask our team in a ticket: We usually answer in ${MEDIAN}.`,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Open a ticket" }));
    const form = await newTicketForm();
    expect(form.getByText(/^Tell us what you need\./).textContent).toBe(
      `Tell us what you need. We answer here, and you can add to the ticket any time. We usually answer in ${MEDIAN}.`,
    );
  });

  it("an open ticket says when its answer is expected, from the trader's last message", async () => {
    const tickets = sampleTickets();
    openSupport({ tickets, path: "/dashboard/support?ticket=tkt_chart" });
    const chart = await thread("Chart does not load");
    const wrote = tickets.find((t) => t.id === "tkt_chart")!.messages.at(-1)!.createdAt;
    const by = formatLocalDateTime(new Date(Date.parse(wrote) + 190 * 60_000).toISOString());
    expect(
      await chart.findByText(
        `Waiting for our answer. We reply here. Expected by ${by}: ${MEDIAN}.`,
      ),
    ).toBeTruthy();
  });

  it("says the stated service level, as such, when there are too few answered tickets", async () => {
    const tickets = sampleTickets();
    openSupport({
      tickets,
      path: "/dashboard/support?ticket=tkt_chart",
      help: {
        answerTime: sampleAnswerTime({ basis: "serviceLevel", businessDays: 2, sampleSize: 3 }),
      },
    });
    const chart = await thread("Chart does not load");
    expect(
      await chart.findByText(
        /Expected by .+: within two business days \(our stated service level: too few recent tickets to measure\)\.$/,
      ),
    ).toBeTruthy();
  });
});
